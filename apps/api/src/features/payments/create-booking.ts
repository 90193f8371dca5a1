import { randomBytes } from 'node:crypto';
import type { Checkout, GuestDetails } from '@nivaas/api-client/contract';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { conflict } from '../../http/api-error';
import type { PricedCart } from '../checkout';
import { holdExpiry, releaseExpiredHolds } from '../../inventory/pending-holds';

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
  price: Checkout;
  coupon_code: string | null;
  paid_amount: number;
  guest: GuestDetails;
  cancel_hash: string;
  checkin_hash: string;
  feedback_id: string;
  gateway_order_id: string | null;
  gateway_payment_id: string | null;
  channel: string;
  web_checkin: Record<string, string> | null;
  cancel_reason: string | null;
  cancelled_at: Date | null;
  created_at: Date;
  hold_expires_at: Date | null;
}

const token = (bytes: number) => randomBytes(bytes).toString('base64url');

export async function findByIdempotencyKey(db: Queryable, key: string): Promise<BookingRow | null> {
  const [row] = await db.query<BookingRow>('SELECT * FROM bookings WHERE idempotency_key = $1', [key]);
  return row ?? null;
}

/**
 * Takes the rooms for every night and writes the booking in one transaction. The inventory UPDATE
 * only succeeds while `booked + rooms <= room_count`, row by row, so concurrent bookings of the last
 * room cannot both succeed on PGlite or PostgreSQL; when any night is full the whole booking rolls back.
 */
export async function createBooking(
  ctx: AppContext,
  priced: PricedCart,
  input: {
    mode: PaymentMode;
    guest: GuestDetails;
    idempotencyKey: string;
    userId: number | null;
    status: string;
    view: Checkout;
    gatewayOrderId: string | null;
  },
): Promise<BookingRow> {
  const { cart, roomType, stay } = priced;
  const rooms = stay.rooms.length;
  // Lapsed holds give their rooms back first, so they never make a live request look sold out.
  await releaseExpiredHolds(ctx);
  // Only an unpaid booking holds rooms for a limited time; pay-at-hotel is confirmed at once.
  const holdExpiresAt = input.status === 'PENDING_PAYMENT' ? holdExpiry(ctx).toISOString() : null;
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO inventory (hotel_id, room_type, date, booked) SELECT $1, $2, d, 0 FROM unnest($3::text[]) AS d ON CONFLICT DO NOTHING`,
        [cart.hotel_id, cart.room_type, stay.nights],
      );
      const taken = await tx.query(
        `UPDATE inventory SET booked = booked + $4 WHERE hotel_id = $1 AND room_type = $2 AND date = ANY($3::text[]) AND booked + $4 <= $5 RETURNING date`,
        [cart.hotel_id, cart.room_type, stay.nights, rooms, roomType.room_count],
      );
      if (taken.length !== stay.nights.length) throw conflict('Sold out: no rooms left for these dates');
      const orderId = `NV${Date.now().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;
      const [row] = await tx.query<BookingRow>(
        `INSERT INTO bookings (order_id, user_id, bid, idempotency_key, hotel_id, room_type, rate_plan, checkin, checkout, roomconfig, status,
           payment_mode, price, coupon_code, guest, cancel_hash, checkin_hash, feedback_id, gateway_order_id, channel, hold_expires_at)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21) RETURNING *`,
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
          input.gatewayOrderId,
          cart.channel,
          holdExpiresAt,
        ],
      );
      if (!row) throw new Error('booking insert returned nothing');
      await tx.query(`INSERT INTO feedbacks (id, order_id) VALUES ($1, $2)`, [row.feedback_id, row.order_id]);
      if (input.userId && priced.price.walletDiscount > 0) {
        await tx.query(
          `INSERT INTO wallet_txns (user_id, type, amount, description, order_id) VALUES ($1, 'debit', $2, $3, $4)`,
          [input.userId, -priced.price.walletDiscount, `Points used on booking ${orderId}`, orderId],
        );
      }
      return row;
    });
  } catch (error) {
    // The same Idempotency-Key raced in on another connection (PostgreSQL): answer with the first booking.
    if ((error as { code?: string }).code === '23505') {
      const first = await findByIdempotencyKey(ctx.db, input.idempotencyKey);
      if (first) return first;
    }
    throw error;
  }
}

/**
 * Points for a confirmed stay: 5% of the room tariff paid, valid a year. Once per booking whoever
 * calls it and however often: two requests with one Idempotency-Key can both reach here (the loser
 * of the insert race answers with the winner's booking), so the unique index wallet_credit_once
 * settles it. True when this call credited them.
 */
export async function creditPoints(db: Queryable, booking: BookingRow): Promise<boolean> {
  if (!booking.user_id) return false;
  const points = Math.floor(booking.price.price.selected_rate_plan.price.final_pretax_price * 0.05);
  if (points <= 0) return false;
  const credited = await db.query(
    `INSERT INTO wallet_txns (user_id, type, amount, description, order_id, expires_at) VALUES ($1, 'credit', $2, $3, $4, now() + interval '365 days')
     ON CONFLICT (order_id) WHERE type = 'credit' DO NOTHING RETURNING id`,
    [booking.user_id, points, `Points earned on booking ${booking.order_id}`, booking.order_id],
  );
  return credited.length > 0;
}
