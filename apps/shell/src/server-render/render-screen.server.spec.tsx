/** @jest-environment node */
import { renderScreen } from './render-screen';

/**
 * The render bundle runs in the shell server, where there is no window, document or storage: each screen the
 * shell draws itself must render there (STYLE.md: browser objects only in effects and adapters).
 */
describe('renderScreen on the server (no window, no document)', () => {
  it('draws the sign-in page with its heading, phone form and Forgot password', async () => {
    expect(typeof window).toBe('undefined');
    const { html } = await renderScreen({
      screen: 'login',
      pathname: '/login/',
      search: '',
      params: {},
      customerCarePhone: '+91 1800 102 4455',
    });
    expect(html).toContain('Sign in to Nivaas');
    expect(html).toContain('Forgot password?');
    expect(html).toMatch(/<input[^>]+type="tel"/);
  });
});
