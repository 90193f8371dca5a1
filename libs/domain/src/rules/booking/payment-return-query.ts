import { CHECKOUT_DEFAULT_STEP, toCheckoutQuery, type CheckoutQuery } from '../checkout/checkout-query';
import { parseDate } from '../dates/parse-date';
import { ROOM_TYPE_ORDER } from '../hotel/room-types';
import { decodeRoomConfig } from '../rooms/decode-room-config';

/**
 * Why a payment did not go through: the API's failure_reason, or `failed` when it gave none (a booking
 * cancelled before it was paid, an answer the site cannot read): the guest is told it did not go through
 * without a cause we do not know.
 */
export type PaymentFailureReason = 'declined' | 'cancelled' | 'expired' | 'failed';
export type PaymentModeCode = 'pay_now' | 'part_pay' | 'pay_at_hotel';

/** What the payment status gives to return to a booking's itinerary (the contract's ItineraryReturn). */
export interface PaymentReturnInput {
  readonly bid: string;
  readonly hotel_id: number;
  readonly checkin: string;
  readonly checkout: string;
  readonly roomconfig: string;
  readonly roomtype: string;
  readonly rateplan: string;
  readonly payment_mode: string;
  readonly method: string | null;
}

const REASONS: readonly string[] = ['declined', 'cancelled', 'expired', 'failed'];
const MODES: readonly string[] = ['pay_now', 'part_pay', 'pay_at_hotel'];
const BID = /^[A-Za-z0-9_-]{8,64}$/;
const RATE_PLAN = /^[A-Za-z0-9_-]{1,30}$/;
const METHOD = /^[a-z][a-z_]{1,19}$/;

/**
 * The itinerary query to go back to after a failed payment, with the guest's choice intact: the checkout
 * query of docs/rules.md 2 (hotel_id, checkin and checkout as DD-MM-YYYY, roomconfig, roomtype, rateplan, bid,
 * step) plus `payment_failed`, `mode` and `method`. Null when the API's answer cannot name an itinerary
 * (no bid, no hotel, unreadable dates): the page then says so instead of sending the guest to a broken one.
 * A mode or method it does not know is left out; no reason or an unknown one reads as `failed`.
 */
export function paymentReturnQuery(input: PaymentReturnInput, reason: string | null): string | null {
  const checkin = parseDate(input.checkin);
  const checkout = parseDate(input.checkout);
  if (!BID.test(input.bid ?? '') || !Number.isSafeInteger(input.hotel_id) || input.hotel_id <= 0) return null;
  if (!checkin || !checkout || checkout <= checkin) return null;
  const roomType = String(input.roomtype ?? '').toLowerCase();
  const query: CheckoutQuery = {
    search: { q: '', stay: { checkin, checkout }, rooms: decodeRoomConfig(input.roomconfig) },
    place: {},
    step: CHECKOUT_DEFAULT_STEP,
    singlePageHd: false,
    bid: input.bid,
    hotelId: input.hotel_id,
    ...((ROOM_TYPE_ORDER as readonly string[]).includes(roomType)
      ? { roomType: roomType as CheckoutQuery['roomType'] }
      : {}),
    ...(RATE_PLAN.test(input.rateplan ?? '') ? { ratePlan: input.rateplan } : {}),
  };
  // Set after the checkout query is written, so it holds whether or not the query builder knows these keys.
  const params = new URLSearchParams(toCheckoutQuery(query));
  params.set('payment_failed', reason && REASONS.includes(reason) ? reason : 'failed');
  if (MODES.includes(input.payment_mode)) params.set('mode', input.payment_mode);
  else params.delete('mode');
  if (input.method && METHOD.test(input.method)) params.set('method', input.method);
  else params.delete('method');
  return params.toString();
}
