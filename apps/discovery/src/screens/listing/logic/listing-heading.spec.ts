import { createTranslate } from '@nivaas/i18n';
import type { ListingQuery } from '@nivaas/routes';
import { LISTING_MESSAGES } from '../i18n/listing-messages';
import { categoryLabel, listingHeading } from './listing-heading';

const en = createTranslate(LISTING_MESSAGES, 'en-GB');
const fr = createTranslate(LISTING_MESSAGES, 'fr-FR');
const place = { city: 'Bengaluru', locality: 'Koramangala', amenity: 'Free Wi-Fi', landmark: 'MG Road' };

describe('listingHeading: the heading says what was searched', () => {
  it.each<[ListingQuery, string]>([
    [{ kind: 'city', city: 'bengaluru' }, 'Hotels in Bengaluru'],
    [{ kind: 'locality-city', city: 'bengaluru', locality: 'koramangala' }, 'Hotels in Koramangala, Bengaluru'],
    [{ kind: 'city-with-amenity', city: 'bengaluru', amenity: 'free-wifi' }, 'Hotels with Free Wi-Fi in Bengaluru'],
    [
      { kind: 'hotels-with-amenity-in-city', city: 'bengaluru', amenity: 'free-wifi' },
      'Hotels with Free Wi-Fi in Bengaluru',
    ],
    [{ kind: 'category-in-city', city: 'bengaluru', category: 'budget-hotels' }, 'Budget hotels in Bengaluru'],
    [
      { kind: 'category-in-locality-city', city: 'bengaluru', locality: 'koramangala', category: 'budget-hotels' },
      'Budget hotels in Koramangala, Bengaluru',
    ],
    [{ kind: 'near-landmark', landmark: 'mg-road' }, 'Hotels near MG Road'],
    [{ kind: 'category-near-landmark', landmark: 'mg-road', category: 'budget-hotels' }, 'Budget hotels near MG Road'],
    [{ kind: 'near-me', nearMe: true }, 'Hotels near me'],
    [{ kind: 'category-near-me', nearMe: true, category: 'couple-friendly-hotels' }, 'Couple friendly hotels near me'],
  ])('given %j, then "%s"', (query, heading) => {
    expect(listingHeading(en, query, place)).toBe(heading);
  });

  it('given near me with SEO content, then its title is the heading', () => {
    expect(listingHeading(en, { kind: 'near-me', nearMe: true }, {}, 'Hotels near you')).toBe('Hotels near you');
  });

  it('given no names (a slug only), then the slug reads as words', () => {
    expect(listingHeading(en, { kind: 'near-landmark', landmark: 'bangalore-palace' }, {})).toBe(
      'Hotels near Bangalore Palace',
    );
    expect(categoryLabel(en, 'pet-friendly-hotels')).toBe('Pet friendly hotels');
  });

  it('given fr-FR, then the heading is French', () => {
    expect(listingHeading(fr, { kind: 'category-in-city', city: 'bengaluru', category: 'budget-hotels' }, place)).toBe(
      'Hôtels pas chers à Bengaluru',
    );
  });
});
