import { day, type TestApp } from './test-app';

/** Test helpers that set a hotel's rooms sold straight in the inventory table, as bookings and releases do. */

/** The room types of a hotel with their room counts, in the hotel's order. */
export function roomTypesOf(app: TestApp, hotelId: number) {
  return app.ctx.db.query<{ type: string; room_count: number }>(
    'SELECT type, room_count FROM room_types WHERE hotel_id = $1 ORDER BY position',
    [hotelId],
  );
}

/** Sets the rooms sold of every room type of a hotel on the given nights (offsets from today) to `sold(roomCount)`. */
export async function setRoomsSold(
  app: TestApp,
  hotelId: number,
  offsets: number[],
  sold: (roomCount: number) => number,
): Promise<void> {
  for (const t of await roomTypesOf(app, hotelId))
    for (const offset of offsets)
      await app.ctx.db.query(
        `INSERT INTO inventory (hotel_id, room_type, date, booked) VALUES ($1, $2, $3, $4)
         ON CONFLICT (hotel_id, room_type, date) DO UPDATE SET booked = EXCLUDED.booked`,
        [hotelId, t.type, day(offset), sold(t.room_count)],
      );
}

/** Sells all but `left` rooms of a hotel on one night (an offset from today), filling its room types in order. */
export async function leaveRoomsLeft(app: TestApp, hotelId: number, offset: number, left: number): Promise<void> {
  const types = await roomTypesOf(app, hotelId);
  let toSell = types.reduce((sum, t) => sum + t.room_count, 0) - left;
  for (const t of types) {
    const n = Math.min(t.room_count, toSell);
    toSell -= n;
    await app.ctx.db.query('INSERT INTO inventory (hotel_id, room_type, date, booked) VALUES ($1, $2, $3, $4)', [
      hotelId,
      t.type,
      day(offset),
      n,
    ]);
  }
}
