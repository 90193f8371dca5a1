import { createInstallPrompt } from '../install';
import { INSTALL_PROMPT_ACCEPTED, listenForInstallPrompt, type InstallPrompt } from './install-prompt';

/** What Chromium fires: an offer whose prompt() opens its dialog and whose userChoice is the answer. */
function installOffer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = jest.fn().mockResolvedValue(undefined);
  Object.assign(event, {
    platforms: ['web'],
    prompt,
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  return { event, prompt };
}

let offer: InstallPrompt;
let track: jest.Mock;
let stop: () => void;
beforeEach(() => {
  offer = createInstallPrompt();
  track = jest.fn();
  stop = listenForInstallPrompt(window, track, offer);
});
afterEach(() => stop());

describe('listenForInstallPrompt (add to home screen)', () => {
  it("given the browser's offer, then its mini-infobar is held back and the offer is kept for the banner, nothing tracked yet", () => {
    const { event, prompt } = installOffer('accepted');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(offer.store.getState()).toEqual({ available: true, installed: false });
    expect(offer.platforms()).toEqual(['web']);
    expect(prompt).not.toHaveBeenCalled();
    expect(track).not.toHaveBeenCalled();
  });

  it.each(['accepted', 'dismissed'] as const)(
    'given the offer is used, then the browser dialog opens once and answers %s, and the offer is gone',
    async (outcome) => {
      const { event, prompt } = installOffer(outcome);
      window.dispatchEvent(event);
      await expect(offer.prompt()).resolves.toEqual({ outcome, platform: 'web' });
      expect(prompt).toHaveBeenCalledTimes(1);
      expect(offer.store.getState().available).toBe(false);
      await expect(offer.prompt()).resolves.toBeNull();
      expect(prompt).toHaveBeenCalledTimes(1);
    },
  );

  it('given no offer, then prompt answers null', async () => {
    await expect(offer.prompt()).resolves.toBeNull();
  });

  it("given the site is installed from the browser's menu, then it is tracked as accepted from the browser and marked installed", () => {
    window.dispatchEvent(installOffer('accepted').event);
    window.dispatchEvent(new Event('appinstalled'));
    expect(track.mock.calls).toEqual([[INSTALL_PROMPT_ACCEPTED, { source: 'browser' }]]);
    expect(offer.store.getState()).toEqual({ available: false, installed: true });
  });

  it('given the install followed our prompt, then appinstalled is not counted a second time', async () => {
    window.dispatchEvent(installOffer('accepted').event);
    await offer.prompt();
    window.dispatchEvent(new Event('appinstalled'));
    expect(track).not.toHaveBeenCalled();
    expect(offer.store.getState().installed).toBe(true);
  });

  it('given it is stopped, then offers are no longer kept and the browser shows its own', () => {
    stop();
    const { event } = installOffer('accepted');
    window.dispatchEvent(event);
    window.dispatchEvent(new Event('appinstalled'));
    expect(event.defaultPrevented).toBe(false);
    expect(offer.store.getState()).toEqual({ available: false, installed: false });
    expect(track).not.toHaveBeenCalled();
  });
});
