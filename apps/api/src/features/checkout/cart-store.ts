import { randomBytes } from 'node:crypto';
import type { CreateItineraryBody } from '@nivaas/api-client/contract';
import type { Queryable } from '../../db/database';
import { notFound } from '../../http/api-error';

export interface CartRow {
  bid: string;
  user_id: number | null;
  hotel_id: number;
  room_type: string;
  rate_plan: string;
  checkin: string;
  checkout: string;
  roomconfig: string;
  coupon_code: string | null;
  apply_wallet: boolean;
  channel: string;
  /** The trivago click this itinerary came from (docs/rules.md 3), or null. */
  trivago_reference_id?: string | null;
  /** The itinerary's booking (the latest; it holds the itinerary while PENDING_PAYMENT or CONFIRMED). */
  order_id?: string | null;
}

export async function createCart(db: Queryable, body: CreateItineraryBody, userId: number | null): Promise<CartRow> {
  const bid = randomBytes(12).toString('base64url');
  const [row] = await db.query<CartRow>(
    `INSERT INTO carts (bid, user_id, hotel_id, room_type, rate_plan, checkin, checkout, roomconfig, coupon_code, apply_wallet, channel,
       trivago_reference_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
    [
      bid,
      userId,
      body.hotel_id,
      body.room_type,
      body.rate_plan,
      body.checkin,
      body.checkout,
      body.roomconfig,
      body.coupon_code ?? null,
      !!body.apply_wallet && !!userId,
      body.channel ?? 'msite',
      body.trivago_reference_id ?? null,
    ],
  );
  if (!row) throw new Error('cart insert returned nothing');
  return row;
}

/**
 * A cart belongs to whoever created it. An anonymous cart is claimed by the first user who opens
 * it logged in (login in the middle of checkout); someone else's cart is a 404, like a missing one.
 */
export async function loadCart(db: Queryable, bid: string, userId: number | null): Promise<CartRow> {
  const [row] = await db.query<CartRow>('SELECT * FROM carts WHERE bid = $1', [bid]);
  if (!row || (row.user_id !== null && row.user_id !== userId)) throw notFound('Itinerary not found');
  if (row.user_id === null && userId !== null) {
    await db.query('UPDATE carts SET user_id = $2 WHERE bid = $1 AND user_id IS NULL', [bid, userId]);
    return { ...row, user_id: userId };
  }
  return row;
}

export async function updateCart(
  db: Queryable,
  bid: string,
  change: { coupon_code?: string | null; apply_wallet?: boolean },
): Promise<void> {
  if ('coupon_code' in change)
    await db.query('UPDATE carts SET coupon_code = $2 WHERE bid = $1', [bid, change.coupon_code]);
  if ('apply_wallet' in change)
    await db.query('UPDATE carts SET apply_wallet = $2 WHERE bid = $1', [bid, change.apply_wallet]);
}
