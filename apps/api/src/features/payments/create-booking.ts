import { randomBytes } from 'node:crypto';
import type { Checkout } from '@nivaas/api-client/contract';
import type { Locale } from '@nivaas/i18n';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { conflict } from '../../http/api-error';
import type { PricedCart } from '../checkout';
import { holdExpiry, releaseExpiredHolds } from '../../inventory/pending-holds';
import { walletBalance } from '../../pricing/availability';
import type { BookingRow, PaymentMode } from './booking-row';
import { guestPhoneOf } from './booking-owner';
import type { CheckedGuest } from './guest-details';
import { checkMemberStillEntitled } from './member-entitlement';
import { insertAttempt } from './payment-attempts';
import type { OfferChoice } from './payment-offers';

export type { BookingRow, PaymentMode } from './booking-row';

const token = (bytes: number) => randomBytes(bytes).toString('base64url');

/** Thrown inside a booking transaction when the itinerary already has a live booking (another key won). */
export class ItineraryTaken extends Error {
  constructor() {
    super('itinerary already has a live booking');
  }
}

export async function findByIdempotencyKey(db: Queryable, key: string): Promise<BookingRow | null> {
  const [row] = await db.query<BookingRow>('SELECT * FROM bookings WHERE idempotency_key = $1', [key]);
  return row ?? null;
}

/** The itinerary's booking while it holds the stay (PENDING_PAYMENT or CONFIRMED); EXPIRED and CANCEL free it. */
export async function liveBookingOf(db: Queryable, bid: string, lock = false): Promise<BookingRow | null> {
  const [cart] = await db.query<{ order_id: string | null }>(
    `SELECT order_id FROM carts WHERE bid = $1${lock ? ' FOR UPDATE' : ''}`,
    [bid],
  );
  if (!cart?.order_id) return null;
  const [b] = await db.query<BookingRow>(
    `SELECT * FROM bookings WHERE order_id = $1 AND status IN ('PENDING_PAYMENT', 'CONFIRMED')`,
    [cart.order_id],
  );
  return b ?? null;
}

/**
 * Takes the rooms for every night and writes the booking, its first payment attempt and the itinerary's
 * link to it in one transaction. The itinerary's row is locked first: a second pay call on the same
 * itinerary (any Idempotency-Key, any connection) waits, then sees the booking and throws ItineraryTaken,
 * so an itinerary never makes two live bookings. The inventory UPDATE only succeeds while
 * `booked + rooms <= room_count`, row by row, so concurrent bookings of the last room cannot both succeed.
 */
export async function createBooking(
  ctx: AppContext,
  priced: PricedCart,
  input: {
    orderId: string;
    accessToken: string;
    mode: PaymentMode;
    guest: CheckedGuest;
    idempotencyKey: string;
    userId: number | null;
    status: 'PENDING_PAYMENT' | 'CONFIRMED';
    view: Checkout;
    gateway: { gatewayOrderId: string; amount: number } | null;
    offer: OfferChoice;
    /** The visitor's locale (request.locale): the booking's messages are written in it. */
    locale: Locale;
  },
): Promise<BookingRow> {
  const { cart, roomType, stay } = priced;
  const rooms = stay.rooms.length;
  // Lapsed holds give their rooms back first, so they never make a live request look sold out.
  await releaseExpiredHolds(ctx);
  // Only an unpaid booking holds rooms for a limited time; pay-at-hotel is confirmed at once.
  const holdExpiresAt = input.status === 'PENDING_PAYMENT' ? holdExpiry(ctx).toISOString() : null;
  return ctx.db.transaction(async (tx) => {
    if (await liveBookingOf(tx, cart.bid, true)) throw new ItineraryTaken();
    if (input.userId) await checkMemberSpend(tx, input.userId, priced);
    await checkMemberStillEntitled(tx, input.userId, priced);
    await tx.query(
      `INSERT INTO inventory (hotel_id, room_type, date, booked) SELECT $1, $2, d, 0 FROM unnest($3::text[]) AS d ON CONFLICT DO NOTHING`,
      [cart.hotel_id, cart.room_type, stay.nights],
    );
    const taken = await tx.query(
      `UPDATE inventory SET booked = booked + $4 WHERE hotel_id = $1 AND room_type = $2 AND date = ANY($3::text[]) AND booked + $4 <= $5 RETURNING date`,
      [cart.hotel_id, cart.room_type, stay.nights, rooms, roomType.room_count],
    );
    if (taken.length !== stay.nights.length) throw conflict('Sold out: no rooms left for these dates');
    const orderId = input.orderId;
    const [row] = await tx.query<BookingRow>(
      `INSERT INTO bookings (order_id, user_id, bid, idempotency_key, hotel_id, room_type, rate_plan, checkin, checkout, roomconfig, status,
         payment_mode, price, coupon_code, guest, cancel_hash, checkin_hash, feedback_id, gateway_order_id, channel, hold_expires_at,
         access_token, payment_method, offer_id, offer_discount, confirmed_at, guest_phone, trivago_reference_id, locale)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,
         CASE WHEN $11 = 'CONFIRMED' THEN now() END, $26, $27, $28) RETURNING *`,
      [
        orderId,
        input.userId,
        cart.bid,
        input.idempotencyKey,
        cart.hotel_id,
        cart.room_type,
        cart.rate_plan,
        stay.checkin,
        stay.checkout,
        cart.roomconfig,
        input.status,
        input.mode,
        JSON.stringify({ ...input.view, order_id: orderId, status: input.status }),
        cart.coupon_code,
        JSON.stringify(input.guest),
        token(18),
        token(18),
        token(12),
        input.gateway?.gatewayOrderId ?? null,
        cart.channel,
        holdExpiresAt,
        input.accessToken,
        input.mode === 'pay_at_hotel' ? 'pay_at_hotel' : input.offer.method,
        input.offer.offerId,
        input.offer.discount,
        guestPhoneOf(input.guest),
        cart.trivago_reference_id ?? null,
        input.locale,
      ],
    );
    if (!row) throw new Error('booking insert returned nothing');
    await tx.query(`INSERT INTO feedbacks (id, order_id) VALUES ($1, $2)`, [row.feedback_id, row.order_id]);
    await tx.query('UPDATE carts SET order_id = $2 WHERE bid = $1', [cart.bid, orderId]);
    if (input.gateway)
      await insertAttempt(tx, {
        gateway_order_id: input.gateway.gatewayOrderId,
        order_id: orderId,
        purpose: 'booking',
        amount: input.gateway.amount,
        offer_discount: input.offer.discount,
        method: input.offer.method,
        offer_id: input.offer.offerId,
        idempotency_key: input.idempotencyKey,
      });
    if (input.userId && priced.price.walletDiscount > 0) {
      await tx.query(
        `INSERT INTO wallet_txns (user_id, type, amount, description, order_id) VALUES ($1, 'debit', $2, $3, $4)`,
        [input.userId, -priced.price.walletDiscount, `Points used on booking ${orderId}`, orderId],
      );
    }
    return row;
  });
}

/**
 * What a member's bookings spend from one pool is re-checked under a lock on the member's row, so
 * concurrent bookings (each priced before the other committed) cannot both take it: the points
 * (wallet_discount must still be in the balance) and a first-booking coupon (no other live booking, nor
 * any earlier stay, may have used it). Refused as price_changed: the guest's price is no longer valid.
 */
async function checkMemberSpend(tx: Queryable, userId: number, priced: PricedCart): Promise<void> {
  const points = priced.price.walletDiscount;
  const coupon = priced.cart.coupon_code;
  if (points <= 0 && !coupon) return;
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  if (points > 0) {
    const balance = await walletBalance(tx, userId);
    if (balance < points)
      throw conflict(
        `The price has changed: only ${balance} points are left to use`,
        [`${points} points were applied, ${balance} are left`],
        'price_changed',
      );
  }
  if (coupon && priced.price.couponDiscount > 0) {
    const [used] = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings b JOIN coupons c ON c.code = $2
       WHERE c.first_booking_only AND b.user_id = $1 AND b.status NOT IN ('CANCEL', 'EXPIRED')`,
      [userId, coupon],
    );
    if ((used?.n ?? 0) > 0)
      throw conflict(
        'Coupon valid on first booking only',
        [`${coupon} is valid on your first booking only: the price without it has changed`],
        'price_changed',
      );
  }
}

/** Points for a confirmed stay: 5% of the room tariff paid, valid a year. Called once per booking. */
export async function creditPoints(db: Queryable, booking: BookingRow): Promise<void> {
  if (!booking.user_id) return;
  const points = Math.floor(booking.price.price.selected_rate_plan.price.final_pretax_price * 0.05);
  if (points <= 0) return;
  await db.query(
    `INSERT INTO wallet_txns (user_id, type, amount, description, order_id, expires_at)
     SELECT $1, 'credit', $2, $3, $4::text, now() + interval '365 days'
     WHERE NOT EXISTS (SELECT 1 FROM wallet_txns WHERE order_id = $4::text AND type = 'credit')`,
    [booking.user_id, points, `Points earned on booking ${booking.order_id}`, booking.order_id],
  );
}
