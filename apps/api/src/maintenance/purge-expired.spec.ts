import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { hashToken } from '../http/auth-context';
import { call, day, expectedAmount, guest, itinerary, login, useTestApp, type TestApp } from '../testing/test-app';
import { purgeExpired } from './purge-expired';
import { DEFAULT_PURGE_MINUTES, purgeIntervalMs, schedulePurge, type PurgeTimers } from './purge-schedule';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The purge: what can no longer be used goes, what is live stays. The app clock is moved
 * (buildApp option `now`) instead of waiting; rows whose age the API sets from the database clock
 * (a session's 30 days, a cart's creation) are aged with one UPDATE, as time would.
 */
describe('purgeExpired', () => {
  let clock: number | null = null;
  const app = useTestApp({ now: () => new Date(clock ?? Date.now()), env: { PURGE_INTERVAL_MINUTES: '0' } });
  afterEach(() => {
    clock = null;
  });
  const db = () => app().ctx.db;
  const count = async (sql: string, params: unknown[]) =>
    (await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]?.n ?? 0;
  let seq = 0;
  const phone = () => `96${String(Date.now() % 10_000_000).padStart(7, '0')}${seq++ % 10}`;
  const profile = (token: string) => call(app(), { method: 'GET', url: '/api/v1/profile/', token });
  const bookPayNow = async (a: TestApp, bid: string) =>
    call(a, {
      method: 'POST',
      url: `/api/v1/checkout/itinerary/${bid}/pay-now/`,
      headers: { 'idempotency-key': `purge-${randomBytes(6).toString('hex')}` },
      payload: { guest, expected_amount: await expectedAmount(a, bid, 'pay-now') },
    });

  it('given live and expired sessions and codes, then the expired go, the live stay and still work', async () => {
    const live = await login(app(), phone());
    const old = await login(app(), phone());
    // The second session reaches its 30 days.
    await db().query(`UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE token_hash = $1`, [
      hashToken(old),
    ]);
    const waiting = phone();
    expect(
      (await call(app(), { method: 'POST', url: '/api/v1/auth/otp/send/', payload: { phone_number: waiting } })).status,
    ).toBe(200);

    // 5 minutes on, the unused code still works: it stays.
    clock = Date.now() + 5 * MINUTE;
    await purgeExpired(app().ctx);
    expect(await count('sessions WHERE token_hash = $1', [hashToken(old)])).toBe(0);
    expect(await count('sessions WHERE token_hash = $1', [hashToken(live)])).toBe(1);
    expect((await profile(live)).status).toBe(200);
    expect(await count('otps WHERE phone = $1', [waiting])).toBe(1);

    // 11 minutes on, it has expired (10 minutes): it goes, and the next send starts afresh.
    clock = Date.now() + 11 * MINUTE;
    const counts = await purgeExpired(app().ctx);
    expect(counts.otps).toBeGreaterThanOrEqual(1);
    expect(await count('otps WHERE phone = $1', [waiting])).toBe(0);
    expect(await count('sessions WHERE token_hash = $1', [hashToken(live)])).toBe(1);
    // The inbox is the development aid: untouched outside production.
    expect(await count('otp_inbox WHERE phone = $1', [waiting])).toBe(1);
  });

  it('given a used reset link and a live one, then the used goes and the live one stays until its hour is over', async () => {
    const member = phone();
    const token = await login(app(), member);
    const email = `purge.${member}@example.in`;
    expect((await call(app(), { method: 'PUT', url: '/api/v1/profile/', token, payload: { email } })).status).toBe(200);
    const ask = () => call(app(), { method: 'POST', url: '/api/v2/auth/forgot-password/', payload: { email } });
    const links = async () =>
      (
        await db().query<{ token_hash: string; used: boolean }>(
          'SELECT token_hash, used FROM password_resets WHERE user_id = (SELECT id FROM users WHERE phone = $1) ORDER BY created_at',
          [member],
        )
      ).map((r) => r.used);
    await ask();
    await ask(); // ends the first link
    expect(await links()).toEqual([true, false]);

    clock = Date.now() + 30 * MINUTE;
    await purgeExpired(app().ctx);
    expect(await links()).toEqual([false]);

    clock = Date.now() + 61 * MINUTE;
    await purgeExpired(app().ctx);
    expect(await links()).toEqual([]);
  });

  it('given itineraries, then those past check-in or 30 days old without a booking go; a booked one and one waiting for payment stay', async () => {
    const fresh = (await itinerary(app(), { hotelId: 1003, checkin: 40, nights: 1 })).bid;
    const pastCheckin = (await itinerary(app(), { hotelId: 1003, checkin: 41, nights: 1 })).bid;
    const abandoned = (await itinerary(app(), { hotelId: 1003, checkin: 42, nights: 1 })).bid;
    const waiting = (await itinerary(app(), { hotelId: 1003, checkin: 43, nights: 1 })).bid;
    const bookedLongAgo = (await itinerary(app(), { hotelId: 1003, checkin: 44, nights: 1 })).bid;
    const pending = await bookPayNow(app(), waiting);
    expect(pending.body.status).toBe('PENDING_PAYMENT');
    const memberPhone = phone();
    const member = await login(app(), memberPhone);
    const confirmed = await call(app(), {
      method: 'POST',
      url: `/api/v1/checkout/itinerary/${bookedLongAgo}/pay-at-hotel/`,
      token: member,
      headers: { 'idempotency-key': `purge-${randomBytes(6).toString('hex')}` },
      payload: {
        guest: { ...guest, mobile: memberPhone },
        expected_amount: await expectedAmount(app(), bookedLongAgo, 'pay-at-hotel', member),
      },
    });
    expect(confirmed.body.status).toBe('CONFIRMED');
    // Time passes for some: a stay that began yesterday (also the one waiting for payment), carts 31 days old.
    await db().query(`UPDATE carts SET checkin = $2, checkout = $3 WHERE bid = ANY($1)`, [
      [pastCheckin, waiting],
      day(-1),
      day(0),
    ]);
    await db().query(`UPDATE carts SET created_at = now() - interval '31 days' WHERE bid = ANY($1)`, [
      [abandoned, bookedLongAgo],
    ]);
    const carts = async () =>
      (
        await db().query<{ bid: string }>('SELECT bid FROM carts WHERE bid = ANY($1)', [
          [fresh, pastCheckin, abandoned, waiting, bookedLongAgo],
        ])
      )
        .map((r) => r.bid)
        .sort();

    // 5 minutes on, the payment may still land (15-minute hold): its itinerary stays.
    clock = Date.now() + 5 * MINUTE;
    await purgeExpired(app().ctx);
    expect(await carts()).toEqual([fresh, waiting, bookedLongAgo].sort());
    expect((await call(app(), { method: 'GET', url: `/api/v1/checkout/itinerary/${fresh}/` })).status).toBe(200);

    // 16 minutes on, the hold has lapsed: the purge releases it (no request needed) and its itinerary goes.
    clock = Date.now() + 16 * MINUTE;
    const counts = await purgeExpired(app().ctx);
    expect(counts.holdsReleased).toBeGreaterThanOrEqual(1);
    const [hold] = await db().query<{ status: string }>('SELECT status FROM bookings WHERE order_id = $1', [
      pending.body.order_id,
    ]);
    expect(hold?.status).toBe('EXPIRED');
    expect(await carts()).toEqual([fresh, bookedLongAgo].sort());
  });

  it('given a login code sent by SMS, then its outbox row stays for a day and goes after', async () => {
    const to = phone();
    await call(app(), { method: 'POST', url: '/api/v1/auth/otp/send/', payload: { phone_number: to } });
    const kinds = async () =>
      (await db().query<{ kind: string }>('SELECT kind FROM outbox WHERE mobile = $1', [to])).map((r) => r.kind);
    expect(await kinds()).toEqual(['otp']);
    clock = Date.now() + 23 * 60 * MINUTE;
    await purgeExpired(app().ctx);
    expect(await kinds()).toEqual(['otp']);
    clock = Date.now() + DAY + MINUTE;
    await purgeExpired(app().ctx);
    expect(await kinds()).toEqual([]);
  });
});

describe('schedulePurge', () => {
  const app = useTestApp({ env: { PURGE_INTERVAL_MINUTES: '0' } });

  /** Timers the test drives: it runs the tick itself instead of waiting 15 minutes. */
  function fakeTimers() {
    const state = { every: 0, tick: null as (() => void) | null, unref: false, cleared: false };
    const timer = {
      unref: () => {
        state.unref = true;
        return timer;
      },
    };
    const timers: PurgeTimers = {
      setInterval: (tick, ms) => {
        state.every = ms;
        state.tick = tick;
        return timer;
      },
      clearInterval: (t) => {
        state.cleared = t === timer;
      },
    };
    return { state, timers };
  }

  it('given the default, then every 15 minutes an unref timer purges, and closing the app stops it after the purge under way', async () => {
    const host = Fastify();
    const { state, timers } = fakeTimers();
    const reports: string[] = [];
    schedulePurge(host, app().ctx, {}, { timers, report: (line) => reports.push(line) });
    expect(state).toMatchObject({ every: DEFAULT_PURGE_MINUTES * MINUTE, unref: true, cleared: false });

    const token = await login(app(), '9612300001');
    await app().ctx.db.query(`UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE token_hash = $1`, [
      hashToken(token),
    ]);
    state.tick?.();
    // Closing waits for the purge that the tick started, so the expired session is gone by then.
    await host.close();
    expect(state.cleared).toBe(true);
    const [left] = await app().ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sessions WHERE token_hash = $1',
      [hashToken(token)],
    );
    expect(left?.n).toBe(0);
    expect(reports).toEqual([]);
  });

  it('given PURGE_INTERVAL_MINUTES, then it sets the period; 0 turns the schedule off; nonsense keeps the default', () => {
    expect(purgeIntervalMs('5')).toBe(5 * MINUTE);
    expect(purgeIntervalMs('0')).toBeNull();
    expect(purgeIntervalMs('-3')).toBe(DEFAULT_PURGE_MINUTES * MINUTE);
    expect(purgeIntervalMs('soon')).toBe(DEFAULT_PURGE_MINUTES * MINUTE);
    const { state, timers } = fakeTimers();
    schedulePurge(Fastify(), app().ctx, { PURGE_INTERVAL_MINUTES: '0' }, { timers });
    expect(state.tick).toBeNull();
  });
});
