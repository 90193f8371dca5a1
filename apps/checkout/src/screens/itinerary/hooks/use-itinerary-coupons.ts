import type { Checkout, ItineraryCouponsResponse } from '@nivaas/api-client/contract';
import { useResource } from '@nivaas/state';
import type { ItineraryApi } from '../itinerary-api';

/**
 * The itinerary's coupons with their savings on its stay (getItineraryCoupons), for the coupon modal. Loaded once
 * the page is idle; again when the itinerary changes in a way that changes them: its room, plan, coupon or
 * guests, or a sign-in (members' coupons).
 */
export function useItineraryCoupons(checkout: Checkout | null, signedIn: boolean, api: ItineraryApi) {
  const plan = checkout?.price.selected_rate_plan;
  const key = checkout
    ? [
        'coupons',
        checkout.bid,
        checkout.room.type,
        checkout.room.roomconfig,
        plan?.rate_plan.code,
        checkout.coupon.couponName ?? '',
        plan?.price.pretax_price,
        signedIn,
      ].join(':')
    : null;
  return useResource<ItineraryCouponsResponse>(
    key,
    (signal) => api.getItineraryCoupons({ params: { bid: checkout?.bid ?? '' } }, { signal }),
    { timing: 'idle' },
  );
}
