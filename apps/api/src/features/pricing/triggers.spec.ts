import { randomBytes } from 'node:crypto';
import { call, day, guest, itinerary, login, useTestApp, expectedAmount } from '../../testing/test-app';
import { TRIGGER_RULES } from './triggers';
import { leaveRoomsLeft } from '../../testing/inventory';
import { payItinerary, randomMobile } from '../../testing/booking';

interface Trigger {
  hotel_id: number;
  triggerType: string;
  displayText: string;
  count?: number;
  rating?: number;
}

const HOUR = 3_600_000;

/** Every psychological trigger is a fact about inventory, bookings or reviews (CCPA 2023: no false urgency). */
describe('psychological triggers are derived from real data', () => {
  let shift = 0;
  const app = useTestApp({ now: () => new Date(Date.now() + shift) });
  const triggers = async (hotelId: number, dates = '') => {
    const res = await call(app(), {
      method: 'GET',
      url: `/api/v1/psychological-triggers/?hotel_id=${hotelId}${dates}`,
    });
    expect(res.status).toBe(200);
    return res.body.data as Trigger[];
  };
  const ofType = (list: Trigger[], type: string) => list.filter((t) => t.triggerType === type);
  /** A confirmed booking made now through the checkout (pay at hotel, signed in). */
  const book = async (token: string, hotelId: number, checkin: number) => {
    const it0 = await itinerary(app(), { token, hotelId, checkin, nights: 1 });
    const res = await payItinerary(app(), it0.bid, 'pay-at-hotel', {
      token,
      keyPrefix: 'tr',
      mobile: randomMobile('98'),
    });
    expect(res.status).toBe(200);
  };
  afterEach(() => {
    shift = 0;
  });

  it('scarcity: only for a stay asked about, with the rooms really left', async () => {
    const hotel = 1008;
    await leaveRoomsLeft(app(), hotel, 33, 3);
    const forStay = await triggers(hotel, `&checkin=${day(33)}&checkout=${day(34)}`);
    expect(ofType(forStay, 'scarcity')).toEqual([
      { hotel_id: hotel, triggerType: 'scarcity', displayText: 'Only 3 rooms left', count: 3 },
    ]);
    expect(ofType(await triggers(hotel, `&checkin=${day(34)}&checkout=${day(35)}`), 'scarcity')).toEqual([]);
    expect(ofType(await triggers(hotel), 'scarcity')).toEqual([]);
  });

  it('recent bookings: confirmed bookings of the last 24 hours, counted; an unpaid one does not count; they age out', async () => {
    const hotel = 1011;
    const token = await login(app(), '9835000001');
    expect(ofType(await triggers(hotel), 'recent_bookings')).toEqual([]);
    await book(token, hotel, 20);
    expect(ofType(await triggers(hotel), 'recent_bookings')).toEqual([]);
    // An unpaid pay-now booking is not a booking yet.
    const pending = await itinerary(app(), { token, hotelId: hotel, checkin: 22, nights: 1 });
    await call(app(), {
      method: 'POST',
      url: `/api/v1/checkout/itinerary/${pending.bid}/pay-now/`,
      token,
      headers: { 'idempotency-key': `tr-${randomBytes(6).toString('hex')}` },
      payload: { guest, expected_amount: await expectedAmount(app(), pending.bid, 'pay-now', token) },
    });
    expect(ofType(await triggers(hotel), 'recent_bookings')).toEqual([]);
    await book(token, hotel, 21);
    expect(ofType(await triggers(hotel), 'recent_bookings')).toEqual([
      { hotel_id: hotel, triggerType: 'recent_bookings', displayText: 'Booked 2 times in the last 24 hours', count: 2 },
    ]);
    shift = 25 * HOUR;
    expect(ofType(await triggers(hotel), 'recent_bookings')).toEqual([]);
  });

  it(`popular: at least ${TRIGGER_RULES.popularBookingsAtLeast} confirmed bookings in the last 7 days, counted`, async () => {
    const hotel = 1012;
    // Each booking by its own member: one account may hold only a few OTP-less bookings a day (http/rate-limits.ts).
    const member = (i: number) => login(app(), `98350020${String(i).padStart(2, '0')}`);
    for (let i = 0; i < TRIGGER_RULES.popularBookingsAtLeast - 1; i += 1) await book(await member(i), hotel, 20 + i);
    expect(ofType(await triggers(hotel), 'popular')).toEqual([]);
    await book(await member(99), hotel, 40);
    const n = TRIGGER_RULES.popularBookingsAtLeast;
    expect(ofType(await triggers(hotel), 'popular')).toEqual([
      { hotel_id: hotel, triggerType: 'popular', displayText: `Booked ${n} times in the last 7 days`, count: n },
    ]);
    shift = 3 * 24 * HOUR;
    expect(ofType(await triggers(hotel), 'popular')).toHaveLength(1);
    shift = 8 * 24 * HOUR;
    expect(ofType(await triggers(hotel), 'popular')).toEqual([]);
  });

  it('top rated: the average of the hotel’s reviews, only when enough reviews back it', async () => {
    const rows = await app().ctx.db.query<{ hotel_id: number; rating: number; n: number }>(
      `SELECT hotel_id, round(avg(rating)::numeric, 1)::float8 AS rating, count(*)::int AS n FROM reviews
       GROUP BY hotel_id ORDER BY hotel_id`,
    );
    const backed = rows.find((r) => r.rating >= 4.5 && r.n >= TRIGGER_RULES.topRatedMinReviews)!;
    const thin = rows.find((r) => r.rating >= 4.5 && r.n < TRIGGER_RULES.topRatedMinReviews);
    const lower = rows.find((r) => r.rating < 4.5)!;
    expect(ofType(await triggers(backed.hotel_id), 'top_rated')).toEqual([
      {
        hotel_id: backed.hotel_id,
        triggerType: 'top_rated',
        displayText: `Rated ${backed.rating} by ${backed.n} guests`,
        count: backed.n,
        rating: backed.rating,
      },
    ]);
    if (thin) expect(ofType(await triggers(thin.hotel_id), 'top_rated')).toEqual([]);
    expect(ofType(await triggers(lower.hotel_id), 'top_rated')).toEqual([]);
  });
});
