import { useTestApp } from '../../testing/test-app';
import { raceFirstBookingCoupon, raceSameKeyPayAtHotel, raceWalletOverspend } from '../../testing/booking-races';

/**
 * The races on PGlite (one connection: the requests' reads interleave before their
 * transactions, which is where these bugs lived). The PostgreSQL twin runs the same scenarios on
 * pooled connections: booking-races.postgres.spec.ts.
 */
describe('booking races (PGlite)', () => {
  const app = useTestApp();

  it('given one Idempotency-Key sent 8 times at once on pay at hotel, then one booking and its points credited once', async () => {
    const race = await raceSameKeyPayAtHotel(app(), { label: 'pglite', requests: 8, hotelId: 1004 });
    expect(race.results.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(race.orders.size).toBe(1);
    expect(race.expected).toBeGreaterThan(0);
    expect(race.credits).toHaveLength(1);
    expect(race.credited).toBe(race.expected);
    expect(race.balance).toBe(race.expected);
  });

  it('given 8 itineraries each applying all 300 points, when all are paid at once, then the points are spent once', async () => {
    const race = await raceWalletOverspend(app(), {
      label: 'pglite',
      requests: 8,
      hotelIds: [1005, 1006],
      points: 300,
    });
    // Each itinerary really applied every point, so any two bookings together would overspend.
    expect(race.applied).toEqual(Array(8).fill(300));
    expect(race.results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = race.results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(7);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('price_changed');
    }
    expect(race.debited).toBe(300);
    expect(race.debits).toBe(1);
    expect(race.balance).toBe(0);
  });

  it('given a first-booking coupon on 4 itineraries of a new member, when all are held at once, then one hold gets it', async () => {
    const race = await raceFirstBookingCoupon(app(), {
      label: 'pglite',
      requests: 4,
      hotelIds: [1007, 1008],
      coupon: 'WELCOME',
    });
    expect(race.discounts.every((d) => d > 0)).toBe(true);
    expect(race.results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of race.results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('price_changed');
      expect(r.body.error).toMatch(/first booking/i);
    }
    expect(race.holdsWithCoupon).toBe(1);
  });
});
