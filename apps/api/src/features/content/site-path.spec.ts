import { isSitePath } from './site-path';

describe('isSitePath', () => {
  it('takes paths of this site, with their query, fragment and escapes', () => {
    for (const link of [
      '/',
      '/hotels-in-goa/?utm_source=share',
      '/hotels-in-bengaluru/nivaas-koramangala-residency-1042/?checkin=03-12-2026#rooms',
      '/search/?q=near%20me',
      '/%E0%A4%97%E0%A5%8B%E0%A4%B5%E0%A4%BE/',
      '/discount%25/',
    ])
      expect(isSitePath(link)).toBe(true);
  });

  it('refuses other sites however they are written', () => {
    for (const link of [
      'https://evil.example/x',
      'http://evil.example',
      'HTTPS://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      '/%2F%2Fevil.example',
      '/%2fevil.example',
      '/%5Cevil.example',
      '/%252F%252Fevil.example',
      '/%25252F%25252Fevil.example',
      '/%09/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' //evil.example',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'evil.example/x',
      '',
    ])
      expect({ link, ok: isSitePath(link) }).toEqual({ link, ok: false });
  });
});
