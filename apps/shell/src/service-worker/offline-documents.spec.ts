/** @jest-environment node */
import { createHash } from 'node:crypto';
import { offlineBooking } from './testing/offline-booking-fixture';
import {
  OFFLINE_STYLE,
  offlineBookingHtml,
  offlineHeaders,
  offlineLang,
  offlinePageHtml,
  telHref,
} from './offline-documents';

const parts = { stylesheets: ['/87.c1d9358eb862e3bf.css'] };
const english = offlineLang(['en-IN']);

describe('the offline copy of a booking', () => {
  const html = offlineBookingHtml(offlineBooking(), parts);

  it('says it is the offline copy, then the booking, the hotel with its address and a call button, and every detail', () => {
    expect(html).toContain('<p class="note" role="status">You are offline. This is the copy saved on this phone.');
    expect(html).toContain('<h1>Your booking is confirmed</h1><p>Confirmed</p>');
    expect(html).toContain('<strong>Nivaas Koramangala</strong><br>12 80 Feet Road, Koramangala, Bengaluru 560034');
    expect(html).toContain('<a class="action" href="tel:+918040001234">Call +91 80 4000 1234</a>');
    expect(html).toContain('<dt>Booking ID</dt><dd>NV1234</dd><dt>Check-in</dt><dd>Fri, 4 Dec 2026, from 12:00</dd>');
    expect(html).toContain('<html lang="en-IN">');
    expect(html).toContain('<link rel="stylesheet" href="/87.c1d9358eb862e3bf.css">');
  });

  it('writes what a booking holds as text, so nothing in it can become markup or script', () => {
    const hostile = offlineBookingHtml(
      offlineBooking({
        title: '</title><script>alert(1)</script>',
        hotel: { name: '<img src=x onerror=alert(1)>', address: 'a & b', phone: '"><script>' },
        details: [{ label: '<b>', value: "' onmouseover='x" }],
        lang: '"><script>',
      }),
      parts,
    );
    expect(hostile).not.toMatch(/<script|<img|<b>/);
    expect(hostile).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(hostile).toContain('a &amp; b');
  });

  it('has no call button without a phone, and shows a phone it cannot dial as text', () => {
    expect(
      offlineBookingHtml(offlineBooking({ hotel: { name: 'H', address: 'A', phone: null } }), parts),
    ).not.toContain('tel:');
    const odd = offlineBookingHtml(offlineBooking({ hotel: { name: 'H', address: 'A', phone: 'ask at desk' } }), parts);
    expect(odd).not.toContain('tel:');
    expect(odd).toContain('<p>ask at desk</p>');
  });

  it('links only this site’s stylesheets', () => {
    const page = offlineBookingHtml(offlineBooking(), {
      stylesheets: ['//evil.example/x.css', 'https://evil.example/y.css', '/ok.css'],
    });
    expect(page).not.toContain('evil.example');
    expect(page).toContain('href="/ok.css"');
  });
});

describe('the offline page', () => {
  it('says the page needs a connection, offers to try the same page again, and lists the bookings that do open', () => {
    const html = offlinePageHtml(english, [offlineBooking()], '/hotels-in-goa/?checkin=2026-12-04', parts);
    expect(html).toContain('<h1>You are offline</h1>');
    expect(html).toContain('<a class="action" href="/hotels-in-goa/?checkin=2026-12-04">Try again</a>');
    expect(html).toContain('<h2>Bookings saved on this phone</h2>');
    expect(html).toContain('<a href="/confirmation/NV1234/?t=token-1">Nivaas Koramangala</a>');
  });

  it('has no list when nothing is saved, and never retries to another site', () => {
    const html = offlinePageHtml(english, [], '//evil.example/', parts);
    expect(html).not.toContain('Bookings saved');
    expect(html).toContain('href="/">Try again');
  });

  it('speaks the visitor’s language', () => {
    expect(offlineLang(['fr-CA', 'en'])).toEqual({ lang: 'fr-FR', texts: 'fr' });
    expect(offlineLang(['de-DE', 'en-GB'])).toEqual({ lang: 'en-GB', texts: 'en' });
    expect(offlineLang(['ja'])).toEqual({ lang: 'en-IN', texts: 'en' });
    expect(offlinePageHtml(offlineLang(['fr-FR']), [], '/', parts)).toContain('<h1>Vous êtes hors ligne</h1>');
  });
});

describe('the headers of a drawn page', () => {
  it('allow no script at all, and only this site’s stylesheets and the page’s own style block by its hash', () => {
    const hash = createHash('sha256').update(OFFLINE_STYLE).digest('base64');
    const policy = offlineHeaders(hash)['content-security-policy'];
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain(`style-src 'self' 'sha256-${hash}'`);
    expect(policy).not.toMatch(/script-src|unsafe/);
    expect(offlineHeaders(hash)['cache-control']).toBe('no-store');
  });
});

describe('telHref', () => {
  it('keeps digits and one leading plus', () => {
    expect(telHref('+91 (80) 4000-1234')).toBe('tel:+918040001234');
    expect(telHref('080-4000 1234')).toBe('tel:08040001234');
    expect(telHref('+91 80 +4000')).toBe('tel:+91804000');
    expect(telHref('n/a')).toBeNull();
  });
});
