/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { PlatformProvider } from '@nivaas/state';
import { createTestPlatform } from '@nivaas/state/testing';
import { createInstallPrompt, type BeforeInstallPromptEvent } from './install-offer';
import { InstallBanner } from './install-banner';

// The shell will be server-rendered (docs/architecture.md): the banner must render nothing there, without a window.
describe('install banner on the server', () => {
  it('given no DOM and even a kept offer on a listing, then it renders nothing and touches no browser global', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const installPrompt = createInstallPrompt();
    installPrompt.keep(new Event('beforeinstallprompt') as BeforeInstallPromptEvent);
    const html = (prompt?: typeof installPrompt) =>
      renderToString(
        <MemoryRouter initialEntries={['/hotels-in-goa/']}>
          <PlatformProvider platform={createTestPlatform()}>
            <InstallBanner {...(prompt ? { installPrompt: prompt } : {})} />
          </PlatformProvider>
        </MemoryRouter>,
      );
    expect(html(installPrompt)).toBe('');
    // The shell's own offer holder is created on first use, without a window either.
    expect(html()).toBe('');
  });
});
