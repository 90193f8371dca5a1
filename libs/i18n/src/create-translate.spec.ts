import { createTranslate, type Catalogues } from './create-translate';
import { currentLocale, pickLocale } from './locale';

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

  it('given a value named like an Object prototype key, when looked up, then it is not read from the prototype', () => {
    const t = createTranslate({ 'en-GB': { k: '{constructor}' }, 'fr-FR': {}, 'en-IN': {} }, 'en-GB');
    expect(t('k', {})).toBe('{constructor}');
  });
});

describe('pickLocale', () => {
  it('picks an exact locale, French for any fr tag, and en-IN otherwise', () => {
    expect(pickLocale(['en-GB'])).toBe('en-GB');
    expect(pickLocale(['fr-CA', 'en'])).toBe('fr-FR');
    expect(pickLocale(['de-DE', 'en-US'])).toBe('en-IN');
    expect(pickLocale([])).toBe('en-IN');
  });

  it('reads the page locale from <html lang>', () => {
    document.documentElement.lang = 'fr-FR';
    expect(currentLocale()).toBe('fr-FR');
    document.documentElement.lang = '';
    expect(currentLocale()).toBe('en-IN');
  });
});
