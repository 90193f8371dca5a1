import fc from 'fast-check';
import { upcomingPointsExpiry, type PointsEntry } from './upcoming-points-expiry';

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 21, 6, 30);
const balanceOf = (entries: readonly PointsEntry[]) =>
  entries.reduce(
    (sum, e) => (e.amount < 0 ? sum + e.amount : e.expiresAt === null || e.expiresAt > now ? sum + e.amount : sum),
    0,
  );

describe('upcomingPointsExpiry ("1,500 points expire" with a balance of 1,354)', () => {
  it('given 1,500 welcome points of which 146 were spent, then 1,354 expire, not 1,500', () => {
    const entries = [
      { amount: 1500, expiresAt: now + 180 * DAY },
      { amount: -146, expiresAt: null },
    ];
    expect(upcomingPointsExpiry(entries, now)).toEqual({ date: '2027-05-20', points: 1354 });
  });

  it('takes spending from the credits that lapse first; later credits lapse later', () => {
    const entries = [
      { amount: 300, expiresAt: now + 10 * DAY },
      { amount: 200, expiresAt: now + 365 * DAY },
      { amount: -350, expiresAt: null },
    ];
    expect(upcomingPointsExpiry(entries, now)).toEqual({ date: '2027-11-21', points: 150 });
  });

  it('adds up credits lapsing on the same day', () => {
    const entries = [
      { amount: 100, expiresAt: now + 5 * DAY },
      { amount: 50, expiresAt: now + 5 * DAY + 60_000 },
      { amount: 70, expiresAt: now + 9 * DAY },
    ];
    expect(upcomingPointsExpiry(entries, now)).toEqual({ date: '2026-11-26', points: 150 });
  });

  it('ignores credits already lapsed, and points that never lapse say no date', () => {
    expect(upcomingPointsExpiry([{ amount: 500, expiresAt: now - DAY }], now)).toEqual({ date: null, points: 0 });
    expect(upcomingPointsExpiry([{ amount: 80, expiresAt: null }], now)).toEqual({ date: null, points: 0 });
    expect(upcomingPointsExpiry([], now)).toEqual({ date: null, points: 0 });
  });

  it('given more spent than held (a negative balance), then nothing is said to expire', () => {
    const entries = [
      { amount: 100, expiresAt: now + DAY },
      { amount: -250, expiresAt: null },
    ];
    expect(upcomingPointsExpiry(entries, now)).toEqual({ date: null, points: 0 });
  });

  it('property: the points expiring are never more than the balance, never negative, and a day comes with them', () => {
    const entry = fc.record({
      amount: fc.integer({ min: -2000, max: 2000 }),
      expiresAt: fc.option(fc.integer({ min: now - 30 * DAY, max: now + 400 * DAY })),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), (entries) => {
        const { date, points } = upcomingPointsExpiry(entries, now);
        expect(points).toBeGreaterThanOrEqual(0);
        expect(points).toBeLessThanOrEqual(Math.max(0, balanceOf(entries)));
        expect(date === null).toBe(points === 0);
      }),
    );
  });
});
