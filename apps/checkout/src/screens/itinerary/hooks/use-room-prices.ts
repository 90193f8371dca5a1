import type { Checkout, RoomPricesResponse } from '@nivaas/api-client/contract';
import { PLATFORM_LABEL } from '@nivaas/domain';
import { useResource } from '@nivaas/state';
import type { ItineraryApi } from '../itinerary-api';

/**
 * The hotel's room prices for the itinerary's stay (getRoomPrices) for the room choice, with the itinerary's
 * own coupon or none: a coupon the guest removed is not applied again to the prices offered, nor to the
 * itinerary a new choice makes. Loaded once the page is idle; again when the session changes
 * (member prices) or the coupon does.
 */
export function useRoomPrices(checkout: Checkout | null, signedIn: boolean, api: ItineraryApi) {
  const coupon = checkout?.coupon.couponName ?? null;
  const key = checkout
    ? `prices:${checkout.hotel.id}:${checkout.date.checkin}:${checkout.date.checkout}:${checkout.room.roomconfig}:${signedIn}:${coupon ?? ''}`
    : null;
  return useResource<RoomPricesResponse>(
    key,
    (signal) =>
      api.getRoomPrices(
        {
          params: { hotelId: checkout?.hotel.id ?? 0 },
          query: {
            checkin: checkout?.date.checkin ?? '',
            checkout: checkout?.date.checkout ?? '',
            roomconfig: checkout?.room.roomconfig ?? '',
            channel: PLATFORM_LABEL,
            ...(coupon ? { couponcode: coupon } : { auto_coupon: false }),
          },
        },
        { signal },
      ),
    { timing: 'idle' },
  );
}
