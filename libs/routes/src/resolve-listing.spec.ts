import fc from 'fast-check';
import { matchRoute } from './match-route';
import { listingPath, resolveListing, type ListingCatalogue, type ListingQuery } from './resolve-listing';

/** A slice of the seeded catalogue, with the slugs that make listing URLs ambiguous. */
const CATALOGUE: ListingCatalogue = {
  cities: [
    { slug: 'bengaluru', localities: ['koramangala', 'indiranagar', 'hsr-layout'] },
    { slug: 'new-delhi', localities: ['karol-bagh', 'paharganj'] },
    { slug: 'delhi', localities: ['new'] },
    { slug: 'goa', localities: ['calangute'] },
  ],
  amenities: ['free-wifi', 'free-breakfast', 'parking'],
  categories: ['budget-hotels', 'couple-friendly-hotels'],
};

describe('resolveListing: ambiguous listing URLs resolve against the catalogue', () => {
  it.each<[string, ListingQuery]>([
    ['/hotels-in-bengaluru/', { kind: 'city', city: 'bengaluru' }],
    ['/hotels-in-new-delhi/', { kind: 'city', city: 'new-delhi' }],
    ['/hotels-in-koramangala-bengaluru/', { kind: 'locality-city', city: 'bengaluru', locality: 'koramangala' }],
    ['/hotels-in-hsr-layout-bengaluru/', { kind: 'locality-city', city: 'bengaluru', locality: 'hsr-layout' }],
    ['/hotels-in-karol-bagh-new-delhi/', { kind: 'locality-city', city: 'new-delhi', locality: 'karol-bagh' }],
    ['/hotels-in-bengaluru-with-free-wifi/', { kind: 'city-with-amenity', city: 'bengaluru', amenity: 'free-wifi' }],
    [
      '/hotels-in-new-delhi-with-free-breakfast/',
      { kind: 'city-with-amenity', city: 'new-delhi', amenity: 'free-breakfast' },
    ],
    [
      '/hotels-with-free-wifi-in-bengaluru/',
      { kind: 'hotels-with-amenity-in-city', amenity: 'free-wifi', city: 'bengaluru' },
    ],
    ['/budget-hotels-in-bengaluru/', { kind: 'category-in-city', category: 'budget-hotels', city: 'bengaluru' }],
    [
      '/budget-hotels-in-koramangala-bengaluru/',
      { kind: 'category-in-locality-city', category: 'budget-hotels', city: 'bengaluru', locality: 'koramangala' },
    ],
    ['/couple-friendly-hotels-in-goa/', { kind: 'category-in-city', category: 'couple-friendly-hotels', city: 'goa' }],
    ['/hotels-near-mg-road/', { kind: 'near-landmark', landmark: 'mg-road' }],
    [
      '/budget-hotels-near-mg-road/',
      { kind: 'category-near-landmark', category: 'budget-hotels', landmark: 'mg-road' },
    ],
    ['/hotels-near-me/', { kind: 'near-me', nearMe: true }],
    [
      '/couple-friendly-hotels-near-me/',
      { kind: 'category-near-me', category: 'couple-friendly-hotels', nearMe: true },
    ],
  ])('%s', (path, expected) => {
    expect(resolveListing(path, CATALOGUE)).toEqual(expected);
    expect(listingPath(expected)).toBe(path);
  });

  it('given a whole city slug that also splits into locality-city, then the city wins (new-delhi, not new in delhi)', () => {
    expect(resolveListing('/hotels-in-new-delhi/', CATALOGUE)).toEqual({ kind: 'city', city: 'new-delhi' });
    expect(
      resolveListing('/hotels-in-new-delhi/', {
        ...CATALOGUE,
        cities: CATALOGUE.cities.filter((c) => c.slug !== 'new-delhi'),
      }),
    ).toEqual({
      kind: 'locality-city',
      city: 'delhi',
      locality: 'new',
    });
  });

  it.each([
    '/hotels-in-atlantis/',
    '/hotels-in-whitefield-bengaluru/',
    '/hotels-in-bengaluru-with-hot-tub/',
    '/hotels-with-hot-tub-in-bengaluru/',
    '/luxury-hotels-in-bengaluru/',
    '/luxury-hotels-near-me/',
    '/hotels-in-/',
    '/Hotels-In-Bengaluru/',
    '/hotels-in-bengaluru--goa/',
    '',
  ])('given %s, which the catalogue does not know, then it is not a listing', (path) => {
    expect(resolveListing(path, CATALOGUE)).toBeNull();
  });

  it('given the catalogue, when matching, then an unknown listing is Not Found and a known one carries the resolved slugs', () => {
    expect(matchRoute('/hotels-in-atlantis/', CATALOGUE).screen).toBe('not-found');
    expect(matchRoute('/hotels-in-atlantis/').screen).toBe('listing');
    expect(matchRoute('/hotels-in-new-delhi/', CATALOGUE).params).toEqual({ kind: 'city', city: 'new-delhi' });
    expect(matchRoute('/hotels-near-me/', CATALOGUE).cache).toBe('none');
    // Other screens are not listings: the catalogue changes nothing for them.
    expect(matchRoute('/hotels-in-bengaluru/nivaas-koramangala-residency-1042/', CATALOGUE).screen).toBe(
      'hotel-details',
    );
  });

  it('given the landmarks (the shell server has them), then a landmark it does not list is Not Found; near me never needs one', () => {
    const withLandmarks: ListingCatalogue = {
      ...CATALOGUE,
      landmarks: ['mg-road', 'kempegowda-international-airport'],
    };
    expect(resolveListing('/hotels-near-mg-road/', withLandmarks)).toEqual({
      kind: 'near-landmark',
      landmark: 'mg-road',
    });
    expect(resolveListing('/budget-hotels-near-kempegowda-international-airport/', withLandmarks)).toEqual({
      kind: 'category-near-landmark',
      category: 'budget-hotels',
      landmark: 'kempegowda-international-airport',
    });
    expect(resolveListing('/hotels-near-atlantis-xyz/', withLandmarks)).toBeNull();
    expect(resolveListing('/budget-hotels-near-atlantis-xyz/', withLandmarks)).toBeNull();
    expect(resolveListing('/hotels-near-me/', { ...withLandmarks, landmarks: [] })).toEqual({
      kind: 'near-me',
      nearMe: true,
    });
    expect(matchRoute('/hotels-near-atlantis-xyz/', withLandmarks).screen).toBe('not-found');
    // Without the landmarks (a browser), the shape decides and the listing's own search says whether it exists.
    expect(resolveListing('/hotels-near-atlantis-xyz/', CATALOGUE)).toEqual({
      kind: 'near-landmark',
      landmark: 'atlantis-xyz',
    });
  });

  it('property: any path resolves to a query whose canonical path resolves to the same query, or to null; never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (path) => {
        const query = resolveListing(path, CATALOGUE);
        if (query) expect(resolveListing(listingPath(query), CATALOGUE)).toEqual(query);
      }),
      { numRuns: 500 },
    );
  });

  it('property: every listing built from the catalogue resolves back to itself', () => {
    const city = fc.constantFrom(...CATALOGUE.cities);
    const query = fc.oneof(
      city.map((c): ListingQuery => ({ kind: 'city', city: c.slug })),
      city.chain((c) =>
        fc
          .constantFrom(...c.localities)
          .map((l): ListingQuery => ({ kind: 'locality-city', city: c.slug, locality: l })),
      ),
      fc
        .tuple(city, fc.constantFrom(...CATALOGUE.amenities))
        .map(([c, a]): ListingQuery => ({ kind: 'city-with-amenity', city: c.slug, amenity: a })),
      fc
        .tuple(city, fc.constantFrom(...CATALOGUE.categories))
        .map(([c, k]): ListingQuery => ({ kind: 'category-in-city', category: k, city: c.slug })),
    );
    fc.assert(
      fc.property(query, (q) => {
        const resolved = resolveListing(listingPath(q), CATALOGUE);
        // 'new' in 'delhi' shares its path with the city new-delhi, which wins by rule.
        if (q.kind === 'locality-city' && q.city === 'delhi') return;
        expect(resolved).toEqual(q);
      }),
    );
  });
});
