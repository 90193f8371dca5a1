import { useMemo } from 'react';
import type { HotelDetails } from '@nivaas/api-client/contract';
import { isCorporateUser } from '@nivaas/domain';
import { useResource } from '@nivaas/state';
import type { CorporatePrice } from '../../../features/rooms';
import { useHotelApi } from '../api/hotel-api';
import type { HotelStay } from '../data/hotel-details-types';
import { apiStay } from '../data/hotel-stay';

const NONE: ReadonlyMap<string, CorporatePrice> = new Map();

/**
 * A corporate user's prices for this hotel and stay (SPEC.md 6 and 7): for a signed-in visitor whose profile
 * names a company, the corporate-price call for the hotel's room types, by room type; empty for anyone else
 * or while it loads (the page shows the other prices meanwhile, and the checkout charges the same rate).
 */
export function useCorporatePrices(signedIn: boolean, hotel: HotelDetails, stay: HotelStay) {
  const api = useHotelApi();
  const profile = useResource(signedIn ? 'company-profile' : null, (signal) =>
    api.getCompanyProfile(undefined, { signal }),
  );
  const corporate = signedIn && isCorporateUser(profile.data?.company_name);
  const query = apiStay(stay);
  const types = hotel.room_types.ids
    .map((id) => hotel.room_types.byId[id]?.type)
    .filter(Boolean)
    .join(',');
  const key = corporate
    ? `corporate|${hotel.id}|${types}|${query.checkin}|${query.checkout}|${query.roomconfig}`
    : null;
  const prices = useResource(key, (signal) =>
    api.getCorporatePrice(
      {
        query: {
          hotel_ids: String(hotel.id),
          room_types: types,
          applicable_from_date: query.checkin,
          applicable_to_date: query.checkout,
          roomconfig: query.roomconfig,
          payload_id: `hotel-${hotel.id}`,
        },
      },
      { signal },
    ),
  );
  return useMemo(() => (prices.data ? new Map(prices.data.prices.map((p) => [p.room_type, p])) : NONE), [prices.data]);
}
