import {
  INSTALL_PROMPT_ACCEPTED,
  INSTALL_PROMPT_DISMISSED,
  INSTALL_PROMPT_SHOWN,
  listenForInstallPrompt,
} from './install-prompt';

function promptEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt');
  Object.assign(event, { platforms: ['web'], userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return event;
}

describe('listenForInstallPrompt (add to home screen)', () => {
  it.each([
    ['accepted', INSTALL_PROMPT_ACCEPTED],
    ['dismissed', INSTALL_PROMPT_DISMISSED],
  ] as const)('given the prompt is %s, then shown and the answer are tracked', async (outcome, name) => {
    const track = jest.fn();
    const stop = listenForInstallPrompt(window, track);
    const event = promptEvent(outcome);
    window.dispatchEvent(event);
    await Promise.resolve();
    expect(track.mock.calls).toEqual([
      [INSTALL_PROMPT_SHOWN, { platforms: ['web'] }],
      [name, { platform: 'web' }],
    ]);
    // The browser's own prompt is left to show.
    expect(event.defaultPrevented).toBe(false);
    stop();
  });

  it('given it is stopped, then prompts are no longer tracked', () => {
    const track = jest.fn();
    listenForInstallPrompt(window, track)();
    window.dispatchEvent(promptEvent('accepted'));
    expect(track).not.toHaveBeenCalled();
  });
});
