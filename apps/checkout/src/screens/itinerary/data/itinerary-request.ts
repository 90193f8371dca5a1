import type { CreateItineraryBody } from '@nivaas/api-client/contract';
import { PLATFORM_LABEL, type IsoDate } from '@nivaas/domain';
import { checkStay, defaultStay } from '@nivaas/domain/dates';
import { type CheckoutQuery } from '@nivaas/domain/prices';
import { encodeRoomConfig } from '@nivaas/domain/rooms';

/** Why the URL names no itinerary to open or start: the screen says so and offers a way back. */
export type ItineraryProblem = 'no-hotel' | 'no-room-type' | 'no-rate-plan';

/** What the screen loads for a checkout query: an itinerary by its bid, one to create, or nothing it can. */
export type ItineraryRequest =
  | { readonly kind: 'get'; readonly bid: string; readonly key: string }
  | { readonly kind: 'create'; readonly body: CreateItineraryBody; readonly key: string }
  | { readonly kind: 'problem'; readonly problem: ItineraryProblem; readonly hotelId: number | null };

/**
 * The request of a checkout query (docs/rules.md 2, parsed and clamped by `parseCheckoutQuery`): its bid when it has
 * one (a reload never creates another itinerary), else a new itinerary from hotel, room type, rate plan, stay,
 * rooms and coupon, else the first missing field. The clamped stay is checked again with the API's strict rule
 * (`checkStay`) so the API is never asked for a stay it refuses for its dates. A visitor from trivago starts it with the
 * visit's partner reference (UI state trivagoReferenceId, docs/rules.md 3), which the booking keeps.
 */
export function itineraryRequest(
  query: CheckoutQuery,
  today: IsoDate,
  trivagoReferenceId: string | null = null,
): ItineraryRequest {
  if (query.bid) return { kind: 'get', bid: query.bid, key: `get:${query.bid}` };
  const hotelId = query.hotelId ?? null;
  if (hotelId === null) return { kind: 'problem', problem: 'no-hotel', hotelId };
  if (!query.roomType) return { kind: 'problem', problem: 'no-room-type', hotelId };
  if (!query.ratePlan) return { kind: 'problem', problem: 'no-rate-plan', hotelId };
  const checked = checkStay(query.search.stay.checkin, query.search.stay.checkout, today);
  const stay = checked.ok ? { checkin: checked.checkin, checkout: checked.checkout } : defaultStay(today);
  const body: CreateItineraryBody = {
    hotel_id: hotelId,
    room_type: query.roomType,
    rate_plan: query.ratePlan,
    checkin: stay.checkin,
    checkout: stay.checkout,
    roomconfig: encodeRoomConfig(query.search.rooms),
    channel: PLATFORM_LABEL,
    ...(query.couponCode ? { coupon_code: query.couponCode } : {}),
    ...(trivagoReferenceId ? { trivago_reference_id: trivagoReferenceId } : {}),
  };
  return { kind: 'create', body, key: `create:${JSON.stringify(body)}` };
}
