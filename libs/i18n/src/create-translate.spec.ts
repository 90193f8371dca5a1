import { createTranslate, type Catalogues } from './create-translate';
import { currentLocale, LOCALES, pickLocale } from './locale';

const catalogues: Catalogues<'hello' | 'only.en' | 'nights'> = {
  'en-GB': { hello: 'Hello {name}', 'only.en': 'English only', nights: '{count} nights' },
  'fr-FR': { hello: 'Bonjour {name}' },
  'en-IN': {},
};

describe('createTranslate', () => {
  it('given a translated key, when looked up in fr-FR, then shows the French text with values', () => {
    expect(createTranslate(catalogues, 'fr-FR')('hello', { name: 'Asha' })).toBe('Bonjour Asha');
  });

  it('given a key the locale lacks, when looked up, then falls back to the en-GB source', () => {
    expect(createTranslate(catalogues, 'fr-FR')('only.en')).toBe('English only');
    expect(createTranslate(catalogues, 'en-IN')('nights', { count: 3 })).toBe('3 nights');
    // A count is grouped as the locale writes quantities; other values are shown as given.
    expect(createTranslate(catalogues, 'en-IN')('nights', { count: 150000 })).toBe('1,50,000 nights');
    expect(createTranslate(catalogues, 'en-GB')('nights', { count: 1699 })).toBe('1,699 nights');
    expect(createTranslate(catalogues, 'en-GB')('hello', { name: '2026' })).toBe('Hello 2026');
    expect(createTranslate(catalogues, 'en-GB')('hello', { name: 2026 })).toBe('Hello 2,026');
  });

  it("given an unknown key, when looked up, then logs 'Translation failed' and shows the key as default text", () => {
    const log = jest.fn();
    const t = createTranslate(catalogues, 'en-IN', log) as (key: string) => string;
    expect(t('missing.key')).toBe('missing.key');
    expect(log).toHaveBeenCalledWith('Translation failed', { key: 'missing.key', locale: 'en-IN' });
  });

  it('given a placeholder without a value, when looked up, then leaves it visible rather than inventing one', () => {
    expect(createTranslate(catalogues, 'en-GB')('hello')).toBe('Hello {name}');
  });

  it('given a key named like an Object prototype key, when looked up, then it is a missing text, not the prototype', () => {
    const log = jest.fn();
    const t = createTranslate(catalogues, 'fr-FR', log) as (key: string) => string;
    expect(t('constructor')).toBe('constructor');
    expect(log).toHaveBeenCalledWith('Translation failed', { key: 'constructor', locale: 'fr-FR' });
  });

  it('given a value named like an Object prototype key, when looked up, then it is not read from the prototype', () => {
    const t = createTranslate({ 'en-GB': { k: '{constructor}' }, 'fr-FR': {}, 'en-IN': {} }, 'en-GB');
    expect(t('k', {})).toBe('{constructor}');
  });
});

describe("plural forms (by each locale's own rules, not hand-made one/many keys)", () => {
  const plural: Catalogues<'hotels' | 'match'> = {
    'en-GB': {
      hotels: { one: '{count} hotel', other: '{count} hotels' },
      match: { '=0': 'No hotels match', one: 'Show {count} hotel', other: 'Show {count} hotels' },
    },
    'fr-FR': { hotels: { one: '{count} hôtel', many: '{count} d’hôtels', other: '{count} hôtels' } },
  };

  it('given English, then 1 is singular and 0 and 2 are plural', () => {
    const t = createTranslate(plural, 'en-GB');
    expect([0, 1, 2].map((count) => t('hotels', { count }))).toEqual(['0 hotels', '1 hotel', '2 hotels']);
  });

  it('given French, then 0 and 1 are singular (French rules, not English ones) and a million takes the many form', () => {
    const t = createTranslate(plural, 'fr-FR');
    expect([0, 1, 2].map((count) => t('hotels', { count }))).toEqual(['0 hôtel', '1 hôtel', '2 hôtels']);
    expect(t('hotels', { count: 1_000_000 })).toBe('1\u202f000\u202f000 d’hôtels');
  });

  it('given an exact form, then it wins over the category', () => {
    const t = createTranslate(plural, 'en-IN');
    expect(t('match', { count: 0 })).toBe('No hotels match');
    expect(t('match', { count: 1 })).toBe('Show 1 hotel');
    expect(t('match', { count: 7 })).toBe('Show 7 hotels');
  });

  it('given no count, then the other form shows', () => {
    expect(createTranslate(plural, 'en-GB')('hotels')).toBe('{count} hotels');
  });
});

describe('pickLocale', () => {
  it('knows the locales of docs/rules.md section 1', () => {
    expect(LOCALES).toEqual(['en-GB', 'fr-FR', 'en-IN', 'hi-IN']);
  });

  it('picks an exact locale, French for any fr tag, Hindi for any hi tag, and en-IN otherwise', () => {
    expect(pickLocale(['en-GB'])).toBe('en-GB');
    expect(pickLocale(['fr-CA', 'en'])).toBe('fr-FR');
    expect(pickLocale(['de-DE', 'en-US'])).toBe('en-IN');
    expect(pickLocale(['en-US', 'fr-FR'])).toBe('fr-FR');
    expect(pickLocale(['hi'])).toBe('hi-IN');
    expect(pickLocale([])).toBe('en-IN');
  });

  it('reads the page locale from <html lang>', () => {
    document.documentElement.lang = 'fr-FR';
    expect(currentLocale()).toBe('fr-FR');
    document.documentElement.lang = '';
    expect(currentLocale()).toBe('en-IN');
  });
});

describe('numbers in a text', () => {
  it('are written as the locale groups them, whatever the placeholder’s name; strings as they are', () => {
    const catalogues = { 'en-GB': { count: '{count} of {max} characters', year: '© {year}' } };
    expect(createTranslate(catalogues, 'en-IN')('count', { count: 0, max: 100000 })).toBe('0 of 1,00,000 characters');
    expect(createTranslate(catalogues, 'fr-FR')('count', { count: 12, max: 1000 })).toBe('12 of 1\u202f000 characters');
    expect(createTranslate(catalogues, 'en-IN')('year', { year: '2026' })).toBe('© 2026');
  });
});
