import { srcSetOf } from '@nivaas/domain';
import { hotelPrice, pricesResponse, ratePlan, summary } from '../testing/listing-fixtures';
import { toListingResults } from './to-listing-results';

describe('toListingResults', () => {
  const hotels = [
    summary(1, { popular_collections: ['Couple Friendly', 'Near Metro', 'Local ID Accepted'], distance: 1.4 }),
    summary(2, {
      brand: { code: 'trip', name: 'Nivaas Trip', display_name: 'Trip', status: 'active', class: 'economy' },
      categories: ['couple-friendly-hotels'],
    }),
  ];
  const prices = pricesResponse(
    [
      hotelPrice(
        1,
        [
          ratePlan({ sellingPrice: 4001, strikedPrice: 5000, discountPercentage: 19 }),
          ratePlan({
            code: 'NRP',
            type: 'non-refundable',
            sellingPrice: 3601,
            strikedPrice: 4000,
            couponDiscount: 380,
            discountAmount: 380,
            partPayAmount: 0,
          }),
        ],
        'NIVAAS10',
      ),
      hotelPrice(2, [ratePlan({ isSoldOut: true })]),
    ],
    2,
  );
  const triggers = [
    { hotel_id: 1, triggerType: 'popular', displayText: 'Popular choice in this area' },
    { hotel_id: 1, triggerType: 'scarcity', displayText: 'Only 2 rooms left' },
  ];
  const results = toListingResults(hotels, prices, triggers, true);

  it('prices per night: the plan the hotel page opens with divided by the nights, rounded (docs/rules.md 3), with its real saving', () => {
    expect(results.cards[1]?.price).toEqual({
      perNight: 1801,
      stay: 3601,
      strikedPerNight: 2000,
      discountPercentage: 9,
      couponCode: 'NIVAAS10',
      memberPrice: false,
      withPoints: null,
      nights: 2,
      rooms: 1,
    });
    expect(results.rows[0]?.price).toBe(1801);
  });

  it('given a struck price with no saving behind it, then none on the card (no "was" price never charged)', () => {
    const fake = pricesResponse(
      [hotelPrice(3, [ratePlan({ sellingPrice: 2100, strikedPrice: 2730, discountPercentage: 23 })])],
      1,
    );
    const [card] = Object.values(toListingResults([summary(3)], fake, [], false).cards);
    expect(card?.price).toMatchObject({ strikedPerNight: null, discountPercentage: 0, couponCode: null });
  });

  it('marks a hotel with every plan sold out as unavailable, without a price', () => {
    expect(results.cards[2]?.isAvailable).toBe(false);
    expect(results.cards[2]?.price).toBeNull();
    expect(results.rows[1]).toMatchObject({ isAvailable: false, price: null });
  });

  it('shows the most persuasive trigger: scarcity first', () => {
    expect(results.cards[1]?.trigger).toBe('Only 2 rooms left');
    expect(results.cards[2]?.trigger).toBeNull();
  });

  it('builds responsive images from the API widths, with the shown width and height as attributes', () => {
    const image = results.cards[1]?.images[0];
    expect(image).toMatchObject({ src: '/api/images/hotels/1/1-640.jpg', alt: 'Nivaas Hotel 1: photo 1' });
    // The API's usual widths: the card derives the srcset, the page's data does not carry it.
    expect(image?.srcSet).toBeUndefined();
    expect(srcSetOf(image?.src ?? '')).toBe(
      '/api/images/hotels/1/1-320.jpg 320w, /api/images/hotels/1/1-640.jpg 640w, /api/images/hotels/1/1-1024.jpg 1024w',
    );
    expect(results.cards[1]?.images[0]?.width).toBe(640);
    expect(results.cards[1]?.images[0]?.height).toBeGreaterThan(0);
  });

  it('keeps a srcset the API gives that the usual widths would not (other names)', () => {
    const hotel = summary(3);
    const odd = {
      ...hotel,
      images: hotel.images.map((image) => ({
        ...image,
        srcset: [
          { url: '/cdn/a_small.webp', width: 360, height: 270 },
          { url: '/cdn/a_large.webp', width: 720, height: 540 },
        ],
      })),
    };
    const [card] = Object.values(toListingResults([odd], pricesResponse([], 1), [], false).cards);
    expect(card?.images[0]).toMatchObject({
      src: '/cdn/a_large.webp',
      srcSet: '/cdn/a_small.webp 360w, /cdn/a_large.webp 720w',
    });
  });

  it('files every facet: amenities by category, brand, bed types, collections, payment and policies', () => {
    expect(results.rows[0]?.facets).toEqual({
      localities: ['koramangala'],
      otherAmenities: ['free-wifi'],
      roomAmenities: ['ac'],
      bedTypes: ['Queen'],
      brands: ['trend'],
      popularCollections: ['near-metro'],
      paymentAndPolicies: ['free_cancellation', 'part_pay', 'couple_friendly', 'local_id'],
    });
    // Sold out: no open plan, so no free cancellation; couple friendly from its category.
    expect(results.rows[1]?.facets.paymentAndPolicies).toEqual(['couple_friendly']);
    expect(results.collectionNames).toEqual({ 'near-metro': 'Near Metro' });
    expect(results.brandNames).toEqual({ trend: 'Trend', trip: 'Trip' });
    expect(results.localityNames).toEqual({ koramangala: 'Koramangala' });
  });

  it('keeps the distance and the reference point, nights and rooms', () => {
    expect(results.rows[0]?.distance).toBe(1.4);
    expect(results).toMatchObject({ hasReferencePoint: true, nights: 2, rooms: 1 });
  });
});
