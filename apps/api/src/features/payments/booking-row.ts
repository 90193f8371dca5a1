import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Checkout, GuestDetails } from '@nivaas/api-client/contract';

export type PaymentMode = 'pay_now' | 'part_pay' | 'pay_at_hotel';

export interface BookingRow {
  order_id: string;
  user_id: number | null;
  bid: string;
  idempotency_key: string;
  hotel_id: number;
  room_type: string;
  rate_plan: string;
  checkin: string;
  checkout: string;
  roomconfig: string;
  status: string;
  payment_mode: PaymentMode;
  /** The Checkout snapshot taken at booking (price, hotel, stay); status and order_id are the row's. */
  price: Checkout;
  coupon_code: string | null;
  /** What the gateway took, in rupees (after payment offers). */
  paid_amount: number;
  guest: GuestDetails;
  /** The guest's mobile in E.164 (normalisePhone): whose account the booking also belongs to (booking-owner.ts). */
  guest_phone: string | null;
  cancel_hash: string;
  checkin_hash: string;
  feedback_id: string;
  /** The current gateway order of the booking's payment (older ones are in payment_attempts). */
  gateway_order_id: string | null;
  gateway_payment_id: string | null;
  channel: string;
  /** The trivago click the booking came from (docs/rules.md 3, copied from its itinerary), or null. */
  trivago_reference_id: string | null;
  web_checkin: Record<string, string> | null;
  cancel_reason: string | null;
  cancelled_at: Date | null;
  created_at: Date;
  hold_expires_at: Date | null;
  /** Capability token of the confirmation link (`?t=`). */
  access_token: string;
  payment_method: string | null;
  offer_id: string | null;
  /** Payment offer discounts taken so far (booking payment plus balance), in rupees. */
  offer_discount: number;
  failure_reason: 'declined' | 'cancelled' | null;
  confirmed_at: Date | null;
  /** The locale the booking was made in (its messages are written in it); null before it was kept: en-IN. */
  locale: string | null;
}

/** Order ids: NV + time in base 36 + 24 random bits (unique index backs it). */
export const newOrderId = () =>
  `NV${Date.now().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;
/** A booking's capability token: 256 random bits, base64url (43 characters, BookingToken's pattern). */
export const newAccessToken = () => randomBytes(32).toString('base64url');

/** Constant-time comparison of a presented token with the booking's (no early exit on the first difference). */
export function tokenMatches(booking: Pick<BookingRow, 'access_token'>, presented: string | null | undefined): boolean {
  if (!presented) return false;
  const a = Buffer.from(booking.access_token);
  const b = Buffer.from(presented);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const totalOf = (b: BookingRow) => b.price.price.selected_rate_plan.price.net_payable_amount;

/** What a mode asks for before any payment offer: the whole total, or the part-pay amount (0 at the hotel). */
export function dueBeforeOffer(b: Pick<BookingRow, 'price'>, mode: PaymentMode): number {
  if (mode === 'pay_at_hotel') return 0;
  return mode === 'part_pay' ? b.price.part_pay_amount : b.price.price.selected_rate_plan.price.net_payable_amount;
}

/** The part-pay balance still to pay online (0 unless a confirmed part-pay booking has one). */
export function balanceDue(b: BookingRow): number {
  if (b.status !== 'CONFIRMED' || b.payment_mode !== 'part_pay' || !b.gateway_payment_id) return 0;
  return Math.max(0, totalOf(b) - b.paid_amount - b.offer_discount);
}

/** Guest details as the Checkout's user block shows them. */
export { guestUser as checkoutUserOf } from '../checkout';
