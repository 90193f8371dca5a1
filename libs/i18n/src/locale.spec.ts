import { currentLocale, localeFromAcceptLanguage, renderInLocale } from './locale';

describe('localeFromAcceptLanguage', () => {
  it.each([
    [undefined, 'en-IN'],
    ['', 'en-IN'],
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr-FR'],
    ['fr-CA', 'fr-FR'],
    ['en-GB,en;q=0.9', 'en-GB'],
    ['de-DE,fr;q=0.5,en-GB;q=0.7', 'en-GB'],
    ['en-GB;q=0.2, fr;q=0.8', 'fr-FR'],
    ['fr;q=0, en-GB', 'en-GB'],
    ['*', 'en-IN'],
    ['hi-IN,hi;q=0.9', 'hi-IN'],
    ['ta-IN,ta;q=0.9', 'en-IN'],
    ['fr;q=abc, en-GB;q=0.5', 'en-GB'],
    ['<script>, fr-FR', 'fr-FR'],
    [`${'de,'.repeat(100)}fr-FR`, 'en-IN'],
  ])('given %j, then %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});

describe('renderInLocale', () => {
  it('answers the locale within the render only, and restores it after a throw', () => {
    expect(renderInLocale('fr-FR', () => currentLocale())).toBe('fr-FR');
    expect(() =>
      renderInLocale('en-GB', () => {
        throw new Error('screen failed');
      }),
    ).toThrow('screen failed');
    expect(currentLocale()).toBe('en-IN');
  });

  it('nests: an inner render gives back the outer one its locale', () => {
    expect(renderInLocale('fr-FR', () => [renderInLocale('en-GB', currentLocale), currentLocale()])).toEqual([
      'en-GB',
      'fr-FR',
    ]);
  });
});
