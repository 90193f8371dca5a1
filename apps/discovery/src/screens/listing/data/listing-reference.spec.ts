import { resolveListing } from '@nivaas/routes';
import { catalogueFor, loadListingReference, resetListingReference, type ListingReference } from './listing-reference';
import { fakeListingApi } from '../testing/fake-listing-api';

const reference: ListingReference = {
  cities: [
    {
      id: 1,
      name: 'Bengaluru',
      slug: 'bengaluru',
      state: 'Karnataka',
      coordinates: { lat: 0, lng: 0 },
      hotel_count: 3,
      image_url: '',
      is_popular: true,
      localities: [{ name: 'Koramangala', slug: 'koramangala', coordinates: { lat: 0, lng: 0 } }],
    },
    {
      id: 2,
      name: 'New Delhi',
      slug: 'new-delhi',
      state: 'Delhi',
      coordinates: { lat: 0, lng: 0 },
      hotel_count: 1,
      image_url: '',
      is_popular: true,
      localities: [],
    },
  ],
  amenities: [{ id: 1, slug: 'free-wifi', name: 'Free Wi-Fi', category: 'hotel' }],
  categories: ['budget-hotels', 'couple-friendly-hotels'],
};

describe('catalogueFor', () => {
  it.each([
    ['/hotels-in-new-delhi/', { kind: 'city', city: 'new-delhi' }],
    ['/hotels-in-koramangala-bengaluru/', { kind: 'locality-city', city: 'bengaluru', locality: 'koramangala' }],
    ['/hotels-in-bengaluru-with-free-wifi/', { kind: 'city-with-amenity', city: 'bengaluru', amenity: 'free-wifi' }],
    [
      '/hotels-with-free-wifi-in-bengaluru/',
      { kind: 'hotels-with-amenity-in-city', city: 'bengaluru', amenity: 'free-wifi' },
    ],
    ['/budget-hotels-in-bengaluru/', { kind: 'category-in-city', city: 'bengaluru', category: 'budget-hotels' }],
    [
      '/budget-hotels-in-koramangala-bengaluru/',
      { kind: 'category-in-locality-city', category: 'budget-hotels', city: 'bengaluru', locality: 'koramangala' },
    ],
    ['/hotels-near-bangalore-palace/', { kind: 'near-landmark', landmark: 'bangalore-palace' }],
    [
      '/budget-hotels-near-bangalore-palace/',
      { kind: 'category-near-landmark', category: 'budget-hotels', landmark: 'bangalore-palace' },
    ],
    ['/hotels-near-me/', { kind: 'near-me', nearMe: true }],
    [
      '/couple-friendly-hotels-near-me/',
      { kind: 'category-near-me', category: 'couple-friendly-hotels', nearMe: true },
    ],
  ])('given %s, then it resolves to %j', (path, query) => {
    expect(resolveListing(path, catalogueFor(reference))).toEqual(query);
  });

  it.each(['/hotels-in-atlantis/', '/luxury-hotels-in-bengaluru/', '/luxury-hotels-near-me/'])(
    'given %s, which the catalogue lacks, then nothing resolves (Not Found)',
    (path) => {
      expect(resolveListing(path, catalogueFor(reference))).toBeNull();
    },
  );
});

describe('loadListingReference', () => {
  beforeEach(() => resetListingReference());

  it('fetches cities and facilities once for the page', async () => {
    const api = fakeListingApi();
    await loadListingReference(api);
    await loadListingReference(api);
    expect(api.callsOf('getCities')).toHaveLength(1);
    expect(api.callsOf('getFacilities')).toHaveLength(1);
  });

  it('forgets a failure so the next load tries again', async () => {
    const api = fakeListingApi();
    api.failNext('getCities', new Error('API error'));
    await expect(loadListingReference(api)).rejects.toThrow('API error');
    await expect(loadListingReference(api)).resolves.toMatchObject({
      categories: ['budget-hotels', 'couple-friendly-hotels'],
    });
    expect(api.callsOf('getCities')).toHaveLength(2);
  });
});
