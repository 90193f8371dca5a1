import { choosePageLocale, exactLocale, localeCookie, localeFromCookie } from './locale-choice';

describe('the page locale', () => {
  const preferred = () => 'fr-FR' as const;

  it('is the language the URL names, else the visitor’s choice, else her browser’s', () => {
    expect(choosePageLocale({ query: 'hi-IN', cookies: 'nivaas_locale=en-GB', preferred })).toBe('hi-IN');
    expect(choosePageLocale({ query: null, cookies: 'a=1; nivaas_locale=en-GB', preferred })).toBe('en-GB');
    expect(choosePageLocale({ query: undefined, cookies: undefined, preferred })).toBe('fr-FR');
  });

  it.each([['xx-YY'], [''], ['hi'], ['<script>'], ['fr-FR'.repeat(10)]])(
    'given %j in the URL or the cookie, then it is no choice and the next one decides',
    (value) => {
      expect(exactLocale(value)).toBeNull();
      expect(choosePageLocale({ query: value, cookies: `nivaas_locale=${value}`, preferred })).toBe('fr-FR');
    },
  );

  it('reads any case, and writes a cookie for the whole site for a year', () => {
    expect(exactLocale('HI-in')).toBe('hi-IN');
    expect(localeFromCookie('nivaas_locale=fr-fr')).toBe('fr-FR');
    expect(localeFromCookie('other=hi-IN')).toBeNull();
    expect(localeCookie('hi-IN')).toBe('nivaas_locale=hi-IN; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
