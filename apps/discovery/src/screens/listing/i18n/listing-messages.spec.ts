import { createTranslate } from '@nivaas/i18n';
import { LISTING_MESSAGES } from './listing-messages';

const en = createTranslate(LISTING_MESSAGES, 'en-GB');
const fr = createTranslate(LISTING_MESSAGES, 'fr-FR');
const inEnglish = createTranslate(LISTING_MESSAGES, 'en-IN');

describe("listing texts: counts by each locale's plural rules", () => {
  it('given en-GB, then 1 hotel is singular and 0 and 2 are plural', () => {
    expect(en('results.count', { count: 1 })).toBe('1 hotel');
    expect(en('results.count', { count: 2 })).toBe('2 hotels');
    expect(en('results.count', { count: 0 })).toBe('0 hotels');
    expect(en('stay.rooms', { count: 1 })).toBe('1 room');
    expect(en('stay.rooms', { count: 2 })).toBe('2 rooms');
    expect(en('stay.guests', { count: 1 })).toBe('1 guest');
    expect(en('stay.guests', { count: 3 })).toBe('3 guests');
    expect(en('card.rating-count', { count: 1, ratings: '1' })).toBe('(1 rating)');
    expect(en('card.rating-count', { count: 1234, ratings: '1,234' })).toBe('(1,234 ratings)');
  });

  it('given en-IN, then it reads the en-GB forms by the same English rules', () => {
    expect(inEnglish('results.count', { count: 1 })).toBe('1 hotel');
    expect(inEnglish('results.count', { count: 2 })).toBe('2 hotels');
  });

  it('given fr-FR, then 0 and 1 are singular, 2 is plural and a million takes "d’hôtels"', () => {
    expect(fr('results.count', { count: 0 })).toBe('0 hôtel');
    expect(fr('results.count', { count: 1 })).toBe('1 hôtel');
    expect(fr('results.count', { count: 2 })).toBe('2 hôtels');
    expect(fr('results.count', { count: 1_000_000 })).toBe("1\u202f000\u202f000 d'hôtels");
    expect(fr('stay.rooms', { count: 1 })).toBe('1 chambre');
    expect(fr('stay.rooms', { count: 2 })).toBe('2 chambres');
    expect(fr('stay.guests', { count: 1 })).toBe('1 voyageur');
    expect(fr('stay.guests', { count: 2 })).toBe('2 voyageurs');
    expect(fr('card.rating-count', { count: 1, ratings: '1' })).toBe('(1 avis)');
  });

  it('given the apply button, then 0 is its own sentence and 1 and more are counted', () => {
    expect(en('action.apply', { count: 0 })).toBe('No hotels match');
    expect(en('action.apply', { count: 1 })).toBe('Show 1 hotel');
    expect(en('action.apply', { count: 2 })).toBe('Show 2 hotels');
    expect(fr('action.apply', { count: 0 })).toBe('Aucun hôtel ne correspond');
    expect(fr('action.apply', { count: 1 })).toBe('Voir 1 hôtel');
    expect(fr('action.apply', { count: 2 })).toBe('Voir 2 hôtels');
  });

  it('given one hotel in the SEO text, then it compares 1 hotel, not 1 hotels', () => {
    expect(en('seo.text-no-price', { heading: 'Hotels in Goa', count: 1 })).toMatch(
      /^Hotels in Goa: compare 1 hotel\. /,
    );
    expect(en('seo.text', { heading: 'Hotels in Goa', count: 2, price: '₹999' })).toMatch(
      /^Hotels in Goa: compare 2 hotels with prices from ₹999 per night\. /,
    );
    expect(fr('seo.text', { heading: 'Hôtels à Goa', count: 1, price: '999 ₹' })).toMatch(
      /^Hôtels à Goa : comparez 1 hôtel, à partir de 999 ₹ la nuit\. /,
    );
  });
});

describe('listing texts: the sort chip punctuates in its own language', () => {
  it('given en-GB and en-IN, then the chip reads "Sort: " and the sort, with no space before the colon', () => {
    expect(en('sort.current', { value: en('sort.recommended') })).toBe('Sort: Recommended');
    expect(inEnglish('sort.current', { value: inEnglish('sort.price_low_to_high') })).toBe('Sort: Price: low to high');
  });

  it('given fr-FR, then a narrow no-break space comes before the colon', () => {
    expect(fr('sort.current', { value: fr('sort.recommended') })).toBe('Trier\u202f: Recommandés');
  });
});
