import { randomBytes } from 'node:crypto';
import { addDays, todayInKolkata } from '@nivaas/domain';
import { parseRoomConfig } from '@nivaas/domain/rooms';
import type { Database } from '../db/database';
import { loadCatalogue } from '../catalogue/catalogue-store';
import { checkoutView } from '../features/checkout';
import { DEFAULT_PRICING, type PricingConfig } from '../pricing/pricing-config';
import { priceStay } from '../pricing/price-stay';
import { tariffsFor } from '../pricing/quote-hotel';
import { RATE_PLANS } from './reference-data';

/**
 * Completed stays of the demo users (checked out before the seed date, paid, not cancelled), so a
 * demo user can review a hotel they stayed at (README). Days are counted back from the seed date.
 */
export const DEMO_STAYS = [
  { phone: '9000000003', hotelId: 1001, roomType: 'common', checkoutDaysAgo: 3, nights: 2 },
  { phone: '9000000003', hotelId: 1002, roomType: 'common', checkoutDaysAgo: 20, nights: 1 },
  { phone: '9000000002', hotelId: 1001, roomType: 'common', checkoutDaysAgo: 10, nights: 1 },
] as const;
/** Demo stays are told apart by their order id (they are booked on the site's channel like any other). */
const DEMO_ORDER_PREFIX = 'NVDEMO';

const token = (bytes: number) => randomBytes(bytes).toString('base64url');

/**
 * Writes the demo stays once (a database that has them is left alone), priced by the same rules and
 * stored in the same shape as a booking made through the checkout, so booking history shows them.
 */
export async function seedDemoStays(db: Database, pricing: PricingConfig = DEFAULT_PRICING): Promise<number> {
  const [done] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE order_id LIKE $1', [
    `${DEMO_ORDER_PREFIX}%`,
  ]);
  if ((done?.n ?? 0) > 0) return 0;
  const catalogue = await loadCatalogue(db);
  const today = todayInKolkata();
  let written = 0;
  await db.transaction(async (tx) => {
    for (const [i, s] of DEMO_STAYS.entries()) {
      const [user] = await tx.query<{ id: number; first_name: string; last_name: string; email: string }>(
        'SELECT id, first_name, last_name, email FROM users WHERE phone = $1',
        [s.phone],
      );
      const hotel = catalogue.hotelsById.get(s.hotelId);
      const roomType = (catalogue.roomTypes.get(s.hotelId) ?? []).find((rt) => rt.type === s.roomType);
      if (!user || !hotel || !roomType) continue;
      const checkout = addDays(today, -s.checkoutDaysAgo);
      const checkin = addDays(checkout, -s.nights);
      const nights = Array.from({ length: s.nights }, (_, n) => addDays(checkin, n));
      const roomconfig = '1-0';
      const rooms = parseRoomConfig(roomconfig) ?? [];
      const price = priceStay(
        { tariffs: tariffsFor(hotel, roomType, 'EP', nights, pricing), rooms: rooms.length, member: true },
        pricing,
      );
      const orderId = `${DEMO_ORDER_PREFIX}${i + 1}${token(3)
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, 'X')}`;
      const guest = { name: `${user.first_name} ${user.last_name}`, mobile: s.phone, email: user.email };
      const bid = token(12);
      const view = checkoutView(
        catalogue,
        {
          cart: {
            bid,
            user_id: user.id,
            hotel_id: hotel.id,
            room_type: roomType.type,
            rate_plan: 'EP',
            checkin,
            checkout,
            roomconfig,
            coupon_code: null,
            apply_wallet: false,
            channel: 'msite',
          },
          hotel,
          roomType,
          plan: RATE_PLANS.EP,
          stay: { checkin, checkout, nights, rooms, roomconfig },
          price,
          couponDescription: null,
          firstBookingCoupon: false,
          walletBalance: 0,
          corporate: false,
        },
        { name: guest.name, contact_number: guest.mobile, email: guest.email, gst: null },
        { paid: price.netPayable, status: 'CONFIRMED', orderId, mode: 'pay_now', partPayLink: null },
      );
      await tx.query(
        `INSERT INTO bookings (order_id, user_id, bid, idempotency_key, hotel_id, room_type, rate_plan, checkin, checkout, roomconfig,
           status, payment_mode, price, paid_amount, guest, cancel_hash, checkin_hash, feedback_id, channel, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'EP', $7, $8, $9, 'CONFIRMED', 'pay_now', $10, $11, $12, $13, $14, $15, $16, $17)`,
        [
          orderId,
          user.id,
          bid,
          token(16),
          hotel.id,
          roomType.type,
          checkin,
          checkout,
          roomconfig,
          JSON.stringify(view),
          price.netPayable,
          JSON.stringify(guest),
          token(18),
          token(18),
          token(12),
          'msite',
          `${addDays(checkin, -7)}T06:30:00Z`,
        ],
      );
      await tx.query(
        'INSERT INTO feedbacks (id, order_id) SELECT feedback_id, order_id FROM bookings WHERE order_id = $1',
        [orderId],
      );
      written += 1;
    }
  });
  return written;
}
