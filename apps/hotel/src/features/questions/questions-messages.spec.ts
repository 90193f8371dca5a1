import { createTranslate } from '@nivaas/i18n';
import { questionsCatalogues } from './questions-messages';

describe("questions texts: counts by each locale's plural rules, French complete", () => {
  it('1 is singular and 2 is plural in en-GB; 0 and 1 are singular in fr-FR', () => {
    const en = createTranslate(questionsCatalogues, 'en-GB');
    const fr = createTranslate(questionsCatalogues, 'fr-FR');
    expect(en('total', { count: 1, n: '1' })).toBe('1 question');
    expect(en('total', { count: 12, n: '12' })).toBe('12 questions');
    expect(fr('total', { count: 0, n: '0' })).toBe('0 question');
    expect(fr('total', { count: 2, n: '2' })).toBe('2 questions');
  });

  it('given fr-FR, then every text is translated', () => {
    expect(Object.keys(questionsCatalogues['fr-FR'] ?? {}).sort()).toEqual(
      Object.keys(questionsCatalogues['en-GB']).sort(),
    );
  });
});
