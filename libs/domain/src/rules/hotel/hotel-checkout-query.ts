import type { StayRange } from '../dates/clamp-stay';
import type { Room } from '../rooms/room';
import { CHECKOUT_DEFAULT_STEP, type CheckoutQuery } from '../checkout/checkout-query';
import { ROOM_TYPE_ORDER } from './room-types';
import type { RoomChoice } from './default-room-choice';

/** What a hotel page knows when the visitor books a room. */
export interface HotelCheckoutInput {
  readonly hotelId: number;
  readonly stay: StayRange;
  readonly rooms: readonly Room[];
  readonly choice: RoomChoice;
  /** The coupon in the price shown (auto-applied by the pricing call), if any. */
  readonly couponCode?: string | null;
  /** The search text the visitor came with, else the hotel's name. */
  readonly q: string;
  readonly place: {
    readonly landmark?: string | null;
    readonly locality?: string | null;
    readonly city?: string | null;
    readonly state?: string | null;
  };
  readonly coordinates?: { readonly lat: number; readonly lng: number } | null;
  /** An itinerary id already issued (a visitor coming back from checkout), if any. */
  readonly bid?: string | null;
}

const COUPON = /^[A-Za-z0-9_-]{2,30}$/;
const BID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The checkout query of docs/rules.md section 2 for the room chosen on a hotel page: q, landmark, locality, city,
 * state, step=3, bid, couponCode, lat, lng, hotel_id, checkin, checkout, roomconfig, roomtype, rateplan, each
 * where known. Values the checkout would drop (parseCheckoutQuery) are left out here already.
 */
export function hotelCheckoutQuery(input: HotelCheckoutInput): CheckoutQuery {
  const place: Record<string, string> = {};
  for (const key of ['landmark', 'locality', 'city', 'state'] as const) {
    const value = input.place[key]?.trim();
    if (value) place[key] = value;
  }
  const roomType = input.choice.roomType.toLowerCase();
  const coupon = input.couponCode?.trim();
  const bid = input.bid?.trim();
  const point = input.coordinates;
  return {
    search: { q: input.q.trim(), stay: input.stay, rooms: input.rooms },
    place,
    step: CHECKOUT_DEFAULT_STEP,
    singlePageHd: false,
    ...(bid && BID.test(bid) ? { bid } : {}),
    ...(coupon && COUPON.test(coupon) ? { couponCode: coupon.toUpperCase() } : {}),
    ...(point && Number.isFinite(point.lat) && Number.isFinite(point.lng)
      ? { coordinates: { lat: point.lat, lng: point.lng } }
      : {}),
    hotelId: input.hotelId,
    ...((ROOM_TYPE_ORDER as readonly string[]).includes(roomType)
      ? { roomType: roomType as CheckoutQuery['roomType'] }
      : {}),
    ratePlan: input.choice.ratePlan,
  };
}
