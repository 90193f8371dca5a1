/** @jest-environment node */
import type { Locale } from '@nivaas/i18n';
import { renderScreen } from './render-screen';

/**
 * The render bundle runs in the shell server, where there is no window, document or storage: each screen the
 * shell draws itself must render there (docs/conventions.md: browser objects only in effects and adapters).
 */
describe('renderScreen on the server (no window, no document)', () => {
  const login = (locale: Locale, search = '') =>
    renderScreen({ screen: 'login', pathname: '/login/', search, params: {}, customerCarePhone: '1', locale });

  it('draws the sign-in page with its heading and phone form (by OTP only: no "Forgot password?")', async () => {
    expect(typeof window).toBe('undefined');
    const { html } = await login('en-IN');
    expect(html).toContain('Sign in to Nivaas');
    expect(html).not.toContain('Forgot password?');
    expect(html).toMatch(/<input[^>]+name="phone"/);
  });

  it('draws the number of `phone` filled in, as the browser will (a booking\'s "See all your bookings")', async () => {
    const { html } = await login('en-IN', '?redirect=%2Faccount%2Fbooking-history%2F&phone=9034341175');
    expect(html).toMatch(/<input[^>]+name="phone"[^>]+value="9034341175"/);
  });

  it('writes the page in the locale asked for, the chrome too, and says so in the state', async () => {
    const { html, state } = await login('fr-FR');
    expect(html).toContain('Se connecter à Nivaas');
    expect(html).toContain('Envoyer le code');
    expect(html).toContain('>Villes<');
    expect(state.locale).toBe('fr-FR');
    // Nothing stays behind for the next render.
    expect((await login('en-IN')).html).toContain('Sign in to Nivaas');
  });

  it('draws the footer whole, though the browser fetches its code later: its links and number are in the HTML', async () => {
    const { html } = await login('en-IN');
    expect(html).toMatch(/<footer[^>]*>/);
    expect(html).toContain('href="tel:1"');
    expect(html).toContain('hrefLang="hi-IN"');
    expect(html).not.toContain('<!--$!-->');
  });
});
