import { useEffect, useMemo } from 'react';
import type { HotelDetails } from '@nivaas/api-client/contract';
import { isCorporateUser } from '@nivaas/domain/prices';
import { usePlatform, useResource, useStore, type SearchState } from '@nivaas/state';
import type { CorporatePrice } from '../../../features/rooms';
import { useHotelApi } from '../api/hotel-api';
import type { HotelStay } from '../data/hotel-details-types';
import { apiStay } from '../data/hotel-stay';

const NONE: ReadonlyMap<string, CorporatePrice> = new Map();
const selectRoomTypes = (s: SearchState) => s.roomTypes;
const selectPid = (s: SearchState) => s.pid;

/** The hotel's room type codes in its order (common, acacia, oak, maple, mahogany). */
export function roomTypeCodes(hotel: HotelDetails): string[] {
  return hotel.room_types.ids.map((id) => hotel.room_types.byId[id]?.type).filter((t): t is string => Boolean(t));
}

/**
 * A corporate user's prices for this hotel and stay (docs/rules.md 6 and 7): for a signed-in visitor whose profile
 * names a company, the corporate-price call for the hotel's room types, by room type; empty for anyone else
 * or while it loads (the page shows the other prices meanwhile, and the checkout charges the same rate).
 * The page keeps the hotel's room types in the search state (docs/rules.md 3 room_types) and the call sends what the
 * state holds, with the search's pid as payload_id (a hotel opened without a search sends `hotel-{id}`).
 */
export function useCorporatePrices(signedIn: boolean, hotel: HotelDetails, stay: HotelStay) {
  const api = useHotelApi();
  const { search } = usePlatform();
  useEffect(() => search.setRoomTypes(roomTypeCodes(hotel)), [search, hotel]);
  const roomTypes = useStore(search.store, selectRoomTypes);
  const pid = useStore(search.store, selectPid);
  const profile = useResource(signedIn ? 'company-profile' : null, (signal) =>
    api.getCompanyProfile(undefined, { signal }),
  );
  const corporate = signedIn && isCorporateUser(profile.data?.company_name);
  const query = apiStay(stay);
  const types = roomTypes.join(',');
  const payloadId = pid ?? `hotel-${hotel.id}`;
  const key =
    corporate && types
      ? `corporate|${hotel.id}|${types}|${query.checkin}|${query.checkout}|${query.roomconfig}|${payloadId}`
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
          payload_id: payloadId,
        },
      },
      { signal },
    ),
  );
  return useMemo(() => (prices.data ? new Map(prices.data.prices.map((p) => [p.room_type, p])) : NONE), [prices.data]);
}
