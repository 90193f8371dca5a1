import { createTranslate } from '@nivaas/i18n';
import { reviewsCatalogues } from './reviews-messages';

const en = createTranslate(reviewsCatalogues, 'en-GB');
const fr = createTranslate(reviewsCatalogues, 'fr-FR');

describe("reviews texts: counts by each locale's plural rules", () => {
  it('given en-GB, then 0 says there are none, 1 is singular and 2 is plural', () => {
    expect(en('summary.count', { count: 0, n: '0' })).toBe('No reviews yet');
    expect(en('summary.count', { count: 1, n: '1' })).toBe('1 review');
    expect(en('summary.count', { count: 1234, n: '1,234' })).toBe('1,234 reviews');
    expect(en('summary.stars', { count: 1 })).toBe('1 star');
    expect(en('summary.stars', { count: 5 })).toBe('5 stars');
    expect(en('summary.seeAll', { count: 1, n: '1' })).toBe('Read the review');
    expect(en('page.showing', { count: 23, n: '23', shown: '10' })).toBe('Showing 10 of 23 reviews');
    expect(en('modal.star', { count: 1, words: en('modal.star.1') })).toBe('1 star: terrible');
  });

  it('given fr-FR, then 0 and 1 are singular and 2 is plural', () => {
    expect(fr('summary.stars', { count: 0 })).toBe('0 étoile');
    expect(fr('summary.stars', { count: 1 })).toBe('1 étoile');
    expect(fr('summary.stars', { count: 2 })).toBe('2 étoiles');
    expect(fr('summary.count', { count: 0, n: '0' })).toBe('Aucun avis pour le moment');
    expect(fr('summary.seeAll', { count: 3, n: '3' })).toBe('Lire les 3 avis');
  });

  it('given fr-FR, then every text is translated', () => {
    const source = Object.keys(reviewsCatalogues['en-GB']);
    expect(Object.keys(reviewsCatalogues['fr-FR'] ?? {}).sort()).toEqual(source.sort());
  });
});
