import { ApiError } from '@nivaas/api-client';
import { createFakeApiClient, type FakeApiClient } from '@nivaas/api-client/testing';
import type { HotelSummary } from '@nivaas/api-client/contract';
import { hotelPrice, pricesResponse, ratePlan, summary } from './listing-fixtures';

const coords = { lat: 12.97, lng: 77.59 };

/** Four Bengaluru hotels: two in Koramangala, one sold out, ratings 4.6, 3.9, 4.2, 3.4. */
export function fakeHotels(): HotelSummary[] {
  const indiranagar = { ...summary(1).address, locality: 'Indiranagar', locality_slug: 'indiranagar' };
  return [
    summary(1, { name: 'Nivaas Orchid Koramangala', rank: 1, rating_summary: { rating: 4.6, count: 800 } }),
    summary(2, {
      name: 'Nivaas Lotus Indiranagar',
      rank: 2,
      address: indiranagar,
      rating_summary: { rating: 3.9, count: 90 },
      amenities: [{ id: 3, slug: 'parking', name: 'Parking', category: 'hotel' }],
    }),
    summary(3, {
      name: 'Nivaas Park Koramangala',
      rank: 3,
      rating_summary: { rating: 4.2, count: 1500 },
      popular_collections: ['Couple Friendly', 'Top Rated'],
    }),
    summary(4, {
      name: 'Hotel Stay Indiranagar',
      rank: 4,
      address: indiranagar,
      rating_summary: { rating: 3.4, count: 30 },
    }),
  ];
}

/**
 * The listing's calls over a tiny catalogue (Bengaluru, New Delhi), on @nivaas/api-client's typed fake:
 * a test makes one fail with `failNext` and reads what was asked with `callsOf`. Unknown slugs answer
 * 404 like the API.
 */
export function fakeListingApi(
  hotels: HotelSummary[] = fakeHotels(),
  options: { soldOut?: number[] } = {},
): FakeApiClient {
  const soldOut = new Set(options.soldOut ?? [4]);
  const selling: Record<number, number> = { 1: 3000, 2: 1400, 3: 2200, 4: 1800 };
  return createFakeApiClient({
    getCities: {
      data: [
        {
          id: 1,
          name: 'Bengaluru',
          slug: 'bengaluru',
          state: 'Karnataka',
          coordinates: coords,
          hotel_count: 4,
          image_url: '',
          is_popular: true,
          localities: [
            { name: 'Koramangala', slug: 'koramangala', coordinates: coords },
            { name: 'Indiranagar', slug: 'indiranagar', coordinates: coords },
          ],
        },
        {
          id: 2,
          name: 'New Delhi',
          slug: 'new-delhi',
          state: 'Delhi',
          coordinates: coords,
          hotel_count: 0,
          image_url: '',
          is_popular: true,
          localities: [],
        },
      ],
    },
    getFacilities: {
      data: [
        { id: 1, slug: 'free-wifi', name: 'Free Wi-Fi', category: 'hotel' },
        { id: 3, slug: 'parking', name: 'Parking', category: 'hotel' },
        { id: 13, slug: 'ac', name: 'Air Conditioning', category: 'room' },
      ],
      categories: ['budget-hotels', 'couple-friendly-hotels'],
    },
    searchHotels: (input) => {
      const query: Record<string, unknown> = input?.query ?? {};
      if (query['city'] && query['city'] !== 'bengaluru' && query['city'] !== 'new-delhi')
        throw new ApiError(`Unknown city ${String(query['city'])}`, { status: 404 });
      if (query['category'] && query['category'] !== 'budget-hotels')
        throw new ApiError('Unknown category', { status: 404 });
      const near = query['lat'] !== undefined;
      const list = query['city'] === 'new-delhi' ? [] : hotels.map((h, i) => (near ? { ...h, distance: i + 0.5 } : h));
      return { total: list.length, page: 1, limit: 300, hotel_ids: list.map((h) => h.id), hotels: list };
    },
    getHotelPrices: (input) => {
      const prices = pricesResponse(
        input.query.hotel_id
          .split(',')
          .map(Number)
          .map((id) =>
            hotelPrice(id, [
              ratePlan({
                sellingPrice: selling[id] ?? 2000,
                // A coupon's saving, as the API strikes a price only for one.
                strikedPrice: (selling[id] ?? 2000) + 500,
                couponDiscount: 450,
                discountAmount: 450,
                walletDiscountedPrice: selling[id] ?? 2000,
                isSoldOut: soldOut.has(id),
              }),
            ]),
          ),
      );
      // The API's price sorts (unavailable last whatever the sort), so a sorted call answers in that order.
      const price = (id: number) => (soldOut.has(id) ? Infinity : (selling[id] ?? 2000));
      const sort = input.query.sort;
      const sorted =
        sort === 'price_low_to_high' || sort === 'price_high_to_low'
          ? [...prices.sorted_hotel_ids].sort((a, b) =>
              price(a) === Infinity || price(b) === Infinity
                ? price(a) - price(b) || 0
                : sort === 'price_low_to_high'
                  ? price(a) - price(b)
                  : price(b) - price(a),
            )
          : prices.sorted_hotel_ids;
      return { ...prices, sorted_hotel_ids: sorted };
    },
    getPsychologicalTriggers: {
      data: [{ hotel_id: 1, triggerType: 'scarcity', displayText: 'Only 2 rooms left' }],
    },
    getContentsV2: {
      data: {
        hotels_near_me_seo_content: { title: 'Hotels near me', text: 'Find budget hotels around your location.' },
      },
    },
  });
}
