/**
 * @jest-environment node
 */
import { todayInKolkata } from '@nivaas/domain';

// Guards docs/architecture.md "server-render safe": the lib is a federation singleton and is imported on
// the server, so importing it and creating a platform must not touch window, document or storage.
describe('server safety', () => {
  it('given a node environment without DOM globals, then the public API imports and a platform runs', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const lib = await import('./index');
    const p = lib.createPlatform();
    p.session.hydrate();
    p.search.setStay({ checkin: '2020-01-01', checkout: '2020-01-02' }, todayInKolkata());
    expect(p.search.store.getState().stay?.checkin).toBe(todayInKolkata());
    p.dispose();
    expect(lib.getBrowserStorage()).toBeNull();
    const browser = lib.getBrowserPlatform();
    expect(browser.session.store.getState().isAuthenticated).toBe(false);
    lib.resetBrowserPlatform();
  });
});
