import type { Checkout, RoomPricesResponse } from '@nivaas/api-client/contract';
import { PLATFORM_LABEL } from '@nivaas/domain';
import { useResource, type Resource } from '@nivaas/state';
import type { CouponSuggestion } from '../../../features/coupons';
import type { ItineraryApi } from '../itinerary-api';

/**
 * The hotel's room prices for the itinerary's stay (getRoomPrices, as the hotel page asks): the room choice
 * lists them, and the coupon modal offers the room's coupon. Loaded once the page is idle; again when the
 * session changes (member prices).
 */
export function useRoomPrices(checkout: Checkout | null, signedIn: boolean, api: ItineraryApi) {
  const key = checkout
    ? `prices:${checkout.hotel.id}:${checkout.date.checkin}:${checkout.date.checkout}:${checkout.room.roomconfig}:${signedIn}`
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
          },
        },
        { signal },
      ),
    { timing: 'idle' },
  );
}

/** The coupon the pricing offers for this room (its terms and saving on this plan), unless it is applied. */
export function couponSuggestion(
  checkout: Checkout,
  prices: Resource<RoomPricesResponse>['data'],
): CouponSuggestion | null {
  const room = prices?.room_types.find((r) => r.room_type === checkout.room.type);
  if (!room?.coupon_code || room.coupon_code === checkout.coupon.couponName) return null;
  const plan = room.rate_plans.find((p) => p.code === checkout.price.selected_rate_plan.rate_plan.code);
  return {
    code: room.coupon_code,
    description: room.coupon_description,
    saving: plan?.couponDiscount || room.coupon_discount,
  };
}
