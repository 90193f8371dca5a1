import { addMonths } from '@nivaas/domain';
import { call, day, itinerary, login, useTestApp, type TestApp } from '../../testing/test-app';
import { payItinerary, randomMobile } from '../../testing/booking';

/** The tier computed from stays, and points of a cancelled booking taken back without a negative balance. */
describe('rewards: loyalty tier and points reversal', () => {
  let clock: Date | null = null;
  const app = useTestApp({ now: () => clock ?? new Date() });
  afterEach(() => {
    clock = null;
  });

  const book = async (a: TestApp, token: string, checkin: number, nights: number) => {
    const it0 = await itinerary(a, { token, checkin, nights, hotelId: 1004 });
    const res = await payItinerary(a, it0.bid, 'pay-at-hotel', { token, keyPrefix: 'loy', mobile: randomMobile('96') });
    if (res.status !== 200) throw new Error(`booking ${res.status} ${JSON.stringify(res.body)}`);
    const [row] = await a.ctx.db.query<{ order_id: string; cancel_hash: string }>(
      'SELECT order_id, cancel_hash FROM bookings WHERE order_id = $1',
      [res.body.order_id],
    );
    return row!;
  };
  const cancel = (b: { order_id: string; cancel_hash: string }) =>
    call(app(), {
      method: 'POST',
      url: '/api/growth/cancellation/cancel-booking/',
      payload: { order_id: b.order_id, cancellation_hash: b.cancel_hash, cancellation_reason: 'other' },
    });
  const wallet = async (token: string) => (await call(app(), { method: 'GET', url: '/api/v1/wallet/', token })).body;
  /** The profile answers the same computed tier as the wallet (the stored one is only its floor). */
  const profileTier = async (token: string) =>
    (await call(app(), { method: 'GET', url: '/api/v1/profile/', token })).body.loyalty_tier;
  /** 10:00 in Kolkata on a day counted from today. */
  const at = (offset: number) => new Date(`${day(offset)}T04:30:00Z`);

  it('given completed stays, then the tier counts their nights in the last 12 months (cancelled and unfinished stays never count)', async () => {
    const token = await login(app(), '9817000001');
    expect(await wallet(token)).toMatchObject({
      loyaltyTier: 'silver',
      nextTier: 'gold',
      nightsToNextTier: 5,
      qualifyingNights: 0,
    });
    await book(app(), token, 3, 2); // out on day 5
    await book(app(), token, 6, 3); // out on day 9
    await cancel(await book(app(), token, 12, 1));
    clock = at(8); // the second stay has not ended
    expect(await wallet(token)).toMatchObject({ loyaltyTier: 'silver', nightsToNextTier: 3, qualifyingNights: 2 });
    expect(await profileTier(token)).toBe('silver');
    clock = at(10);
    expect(await profileTier(token)).toBe('gold');
    const [stored] = await app().ctx.db.query<{ loyalty_tier: string }>(
      `SELECT loyalty_tier FROM users WHERE phone = '9817000001'`,
    );
    expect(stored!.loyalty_tier).toBe('silver');
    expect(await wallet(token)).toMatchObject({
      loyaltyTier: 'gold',
      nextTier: 'platinum',
      nightsToNextTier: 10,
      qualifyingNights: 5,
    });
    clock = new Date(`${addMonths(day(5), 12)}T04:30:00Z`); // the first stay is now 12 months old: still counted
    expect((await wallet(token)).qualifyingNights).toBe(5);
    clock = new Date(`${addMonths(day(6), 12)}T04:30:00Z`); // a day later it has left the window
    expect(await wallet(token)).toMatchObject({ loyaltyTier: 'silver', qualifyingNights: 3 });
  });

  it('given a member granted platinum (demo account), then platinum with nothing further to reach', async () => {
    const token = await login(app(), '9000000001');
    expect(await wallet(token)).toMatchObject({ loyaltyTier: 'platinum', nextTier: null, nightsToNextTier: 0 });
    expect(await profileTier(token)).toBe('platinum');
  });

  it('given points earned on a booking, when it is cancelled, then they are taken back; if already spent, only down to a balance of 0', async () => {
    const token = await login(app(), '9817000002');
    const start = (await wallet(token)).walletData.totalBalance as number;
    const first = await book(app(), token, 20, 2);
    const [credit] = await app().ctx.db.query<{ amount: number; user_id: number }>(
      `SELECT amount, user_id FROM wallet_txns WHERE order_id = $1 AND type = 'credit'`,
      [first.order_id],
    );
    expect(credit!.amount).toBeGreaterThan(0);
    expect((await wallet(token)).walletData.totalBalance).toBe(start + credit!.amount);
    await cancel(first);
    expect((await wallet(token)).walletData.totalBalance).toBe(start);

    const second = await book(app(), token, 25, 2);
    const [earned] = await app().ctx.db.query<{ amount: number }>(
      `SELECT amount FROM wallet_txns WHERE order_id = $1 AND type = 'credit'`,
      [second.order_id],
    );
    // Points spent elsewhere meanwhile: all but 10 of the balance.
    const balance = (await wallet(token)).walletData.totalBalance as number;
    await app().ctx.db.query(
      `INSERT INTO wallet_txns (user_id, type, amount, description) VALUES ($1, 'debit', $2, 'Spent on another stay')`,
      [credit!.user_id, -(balance - 10)],
    );
    expect(earned!.amount).toBeGreaterThan(10);
    expect((await cancel(second)).body.status).toBe('CANCEL');
    const after = await wallet(token);
    expect(after.walletData.totalBalance).toBe(0);
    const [reversal] = await app().ctx.db.query<{ amount: number }>(
      `SELECT amount FROM wallet_txns WHERE order_id = $1 AND type = 'reversal'`,
      [second.order_id],
    );
    expect(reversal!.amount).toBe(-10);
    // Cancelling again changes nothing.
    await cancel(second);
    expect((await wallet(token)).walletData.totalBalance).toBe(0);
  });
});
