import { LONG_HOTEL_NAME } from '@nivaas/routes/testing/stories';
import type { FakeApiClient } from '@nivaas/api-client/testing';
import { emptySelection } from '../logic/filter-selection';
import { saveSnapshot, snapshotKey } from '../logic/listing-session';
import { fakeHotels, fakeListingApi } from './fake-listing-api';
import { hotelPrice, pricesResponse, ratePlan } from './listing-fixtures';

/** The listing stories' stay: 3 to 5 Dec 2026, one room of two adults (the story clock's "today" is 24 Nov). */
export const LISTING_STAY = 'checkin=03-12-2026&checkout=05-12-2026&roomconfig=2-0';
export const BENGALURU = '/hotels-in-bengaluru/';

/** The listing's fake (four Bengaluru hotels, the fourth sold out), made fresh for each story. */
export const listingApi =
  (options: { soldOut?: number[]; longName?: boolean } = {}) =>
  (): FakeApiClient =>
    fakeListingApi(
      options.longName
        ? fakeHotels().map((hotel, i) => (i === 0 ? { ...hotel, name: LONG_HOTEL_NAME } : hotel))
        : fakeHotels(),
      options.soldOut ? { soldOut: options.soldOut } : {},
    );

/** The fake's nightly prices, as fakeListingApi sells them. */
const NIGHTLY: Record<number, number> = { 1: 3000, 2: 1400, 3: 2200, 4: 1800 };

/**
 * A signed-in member's prices for the two nights: a member rate, and what their points pay (the API applies the
 * wallet for a member only); hotel 4 sold out as for a guest.
 */
export const memberListingApi = () => {
  const api = fakeListingApi();
  api.answer({
    getHotelPrices: (input) =>
      pricesResponse(
        input.query.hotel_id
          .split(',')
          .map(Number)
          .map((id) => {
            const stay = (NIGHTLY[id] ?? 2000) * 2;
            return hotelPrice(id, [
              ratePlan({
                sellingPrice: stay,
                strikedPrice: stay + 1000,
                memberDiscount: 200,
                discountAmount: 1000,
                walletDiscountedPrice: stay - 450,
                isSoldOut: id === 4,
              }),
            ]);
          }),
        2,
      ),
  });
  return api;
};

/**
 * A guest back from a hotel, whose kept filters (Indiranagar, rated 4.5 and above) match none of the hotels. The
 * snapshot is written when the fake is made, after the story's fresh start has emptied sessionStorage.
 */
export const backWithFiltersMatchingNothing = () => {
  const selection = emptySelection();
  saveSnapshot(globalThis.sessionStorage, snapshotKey(BENGALURU, LISTING_STAY), {
    selection: { ...selection, checked: { ...selection.checked, localities: ['indiranagar'], userRating: ['4.5'] } },
    sort: 'user_rating',
    keepFiltersApplied: true,
    scrollY: 0,
    rendered: 24,
  });
  return fakeListingApi();
};
