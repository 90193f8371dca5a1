import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TRANSLATIONS } from '../seed/translations';
import { englishTexts } from './english-texts';
import { fillText, placeholdersOf, TRANSLATED_LOCALES, createTextOf, groupTexts } from './content-texts';

// Intl separates with narrow no-break spaces in French: compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('content translations', () => {
  const english = englishTexts();

  it.each(TRANSLATED_LOCALES)(
    '%s has every English key, with the same placeholders, and no key English lacks',
    (locale) => {
      const texts = TRANSLATIONS[locale];
      expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english))
        expect({ key, placeholders: placeholdersOf(texts[key] ?? '').sort() }).toEqual({
          key,
          placeholders: placeholdersOf(text).sort(),
        });
    },
  );

  it('ships its English as the source file translators work from, the same as the code writes it', () => {
    const file = join(__dirname, '../seed/translations/en-IN.json');
    // Regenerate after changing an English text: the failure prints the file's new content.
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(english);
  });

  it.each(TRANSLATED_LOCALES)('%s writes every text in its own words, not a copy of the English', (locale) => {
    // Brand names, codes and proper nouns may stay as they are; a sentence copied is a missing translation.
    const words = (text: string) => text.replace(/\{\w+\}/g, '').match(/\p{L}+/gu) ?? [];
    const copied = Object.entries(TRANSLATIONS[locale]).filter(
      ([key, text]) => text === english[key] && words(text).length > 3,
    );
    expect(copied).toEqual([]);
  });
});

describe('text()', () => {
  const text = createTextOf(groupTexts([{ locale: 'fr-FR', key: 'k', text: 'Jusqu’à {max}, {n} fois, {p}, {t}' }]));
  const values = { max: { inr: 1500 }, n: 1234, p: { percent: 25 }, t: { clock: '14:00' } };

  it('writes money, numbers, percentages and times by Intl in the locale', () => {
    expect(plain(text('fr-FR', 'k', 'Up to {max}, {n} times, {p}, {t}', values))).toBe(
      'Jusqu’à 1 500 ₹, 1 234 fois, 25 %, 14:00',
    );
    expect(text('en-IN', 'k', 'Up to {max}, {n} times, {p}, {t}', values)).toBe(
      'Up to ₹1,500, 1,234 times, 25%, 2:00 PM',
    );
  });

  it('answers the English for a key its locale lacks, and for English locales', () => {
    expect(text('hi-IN', 'k', 'Only {n}', { n: 3 })).toBe('Only 3');
    expect(text('en-GB', 'k', 'English')).toBe('English');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(fillText('{a} and {b}', 'en-IN', { a: 'x' })).toBe('x and {b}');
  });
});
