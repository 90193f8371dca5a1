import type { Queryable } from '../db/database';

/** Rooms already sold per hotel and room type: the busiest night of the stay decides. */
export async function bookedRooms(
  db: Queryable,
  hotelIds: readonly number[],
  checkin: string,
  checkout: string,
): Promise<Map<string, number>> {
  const rows = await db.query<{ hotel_id: number; room_type: string; booked: number }>(
    `SELECT hotel_id, room_type, max(booked)::int AS booked FROM inventory
     WHERE hotel_id = ANY($1::int[]) AND date >= $2 AND date < $3 GROUP BY hotel_id, room_type`,
    [hotelIds, checkin, checkout],
  );
  return new Map(rows.map((r) => [`${r.hotel_id}|${r.room_type}`, r.booked]));
}

export async function walletBalance(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ balance: number }>(
    `SELECT coalesce(sum(amount), 0)::int AS balance FROM wallet_txns WHERE user_id = $1 AND (expires_at IS NULL OR expires_at > now() OR amount < 0)`,
    [userId],
  );
  return row?.balance ?? 0;
}
