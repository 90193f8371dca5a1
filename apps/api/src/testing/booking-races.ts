import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { call, day, guest, login, type TestApp } from './test-app';

/**
 * The booking races, written once and run by two spec files: on PGlite
 * (features/payments/booking-races.spec.ts: one connection, so the race is between requests whose
 * reads interleave before their transactions) and on a PostgreSQL server
 * (features/payments/booking-races.postgres.spec.ts: pooled connections, truly parallel).
 * Each prints its figures on one line (`race ...`) for the note.
 */

const key = () => `race-${randomBytes(8).toString('hex')}`;
let phoneSeq = 0;
/** A fresh member for each race, so no earlier booking or point changes its figures. */
const freshPhone = (prefix: string) =>
  `${prefix}${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneSeq++ % 100).padStart(2, '0')}`;

/**
 * Holds every transaction until `n` have been asked for (or 3 s passed), then lets them all go: the
 * racing requests have all priced (read the wallet, the bookings) before any of them commits, which
 * is the worst interleaving and, on PGlite's single connection, otherwise a matter of luck.
 */
async function withTransactionBarrier<T>(app: TestApp, n: number, run: () => Promise<T>): Promise<T> {
  const db = app.ctx.db as { transaction: TestApp['ctx']['db']['transaction'] };
  const original = db.transaction;
  let arrived = 0;
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const timer = setTimeout(open, 3_000);
  db.transaction = async <R>(work: (tx: Queryable) => Promise<R>): Promise<R> => {
    arrived += 1;
    if (arrived >= n) open();
    await gate;
    return original.call(app.ctx.db, work) as Promise<R>;
  };
  try {
    return await run();
  } finally {
    clearTimeout(timer);
    db.transaction = original;
  }
}

export function report(line: string): void {
  process.stdout.write(`${line}\n`);
}

interface Itinerary {
  bid: string;
  price: { selected_rate_plan: { price: Record<string, number> } };
}

async function openItinerary(
  app: TestApp,
  token: string,
  opts: { hotelId: number; checkin: number; nights: number; coupon?: string; wallet?: boolean },
): Promise<Itinerary> {
  const res = await call(app, {
    method: 'POST',
    url: '/api/v1/checkout/itinerary/',
    token,
    payload: {
      hotel_id: opts.hotelId,
      room_type: 'common',
      rate_plan: 'EP',
      checkin: day(opts.checkin),
      checkout: day(opts.checkin + opts.nights),
      roomconfig: '1-0',
      ...(opts.coupon ? { coupon_code: opts.coupon } : {}),
      ...(opts.wallet ? { apply_wallet: true } : {}),
    },
  });
  if (res.status !== 201) throw new Error(`itinerary ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Itinerary;
}

const net = (it: Itinerary) => it.price.selected_rate_plan.price['net_payable_amount'] ?? 0;

function pay(app: TestApp, bid: string, mode: 'pay-now' | 'pay-at-hotel', token: string, amount: number, k = key()) {
  return call(app, {
    method: 'POST',
    url: `/api/v1/checkout/itinerary/${bid}/${mode}/`,
    token,
    headers: { 'idempotency-key': k },
    payload: { guest: { ...guest, name: 'Race Guest' }, expected_amount: amount },
  });
}

const statuses = (results: { status: number }[]) =>
  results.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});

async function balance(app: TestApp, token: string): Promise<number> {
  const wallet = await call(app, { method: 'GET', url: '/api/v1/wallet/', token });
  return wallet.body.walletData.totalBalance as number;
}

/** (a) One Idempotency-Key sent N times at once on a pay-at-hotel booking: one booking, points credited once. */
export async function raceSameKeyPayAtHotel(app: TestApp, opts: { label: string; requests: number; hotelId: number }) {
  const token = await login(app, freshPhone('96'));
  const it = await openItinerary(app, token, { hotelId: opts.hotelId, checkin: 52, nights: 2 });
  const k = key();
  const results = await withTransactionBarrier(app, opts.requests, () =>
    Promise.all(Array.from({ length: opts.requests }, () => pay(app, it.bid, 'pay-at-hotel', token, net(it), k))),
  );
  const orders = new Set(results.filter((r) => r.status === 200).map((r) => r.body.order_id as string));
  const [orderId] = [...orders];
  const credits = await app.ctx.db.query<{ amount: number }>(
    `SELECT amount FROM wallet_txns WHERE order_id = $1 AND type = 'credit'`,
    [orderId],
  );
  const credited = credits.reduce((s, c) => s + c.amount, 0);
  const expected = Math.floor((it.price.selected_rate_plan.price['final_pretax_price'] ?? 0) * 0.05);
  report(
    `race points-once (${opts.label}): ${opts.requests} same-key pay-at-hotel requests, ${JSON.stringify(statuses(results))}, ` +
      `${orders.size} booking, points credited ${credited} in ${credits.length} credit (expected ${expected}), balance ${await balance(app, token)}`,
  );
  return { results, orders, credits, credited, expected, balance: await balance(app, token) };
}

/**
 * (b) A member with `points` in the wallet opens N itineraries that each apply all of them, then
 * pays all N at once: the wallet is spent once, never below zero.
 */
export async function raceWalletOverspend(
  app: TestApp,
  opts: { label: string; requests: number; hotelIds: readonly number[]; points: number },
) {
  const phone = freshPhone('95');
  const token = await login(app, phone);
  const [user] = await app.ctx.db.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [phone]);
  await app.ctx.db.query(
    `INSERT INTO wallet_txns (user_id, type, amount, description, expires_at) VALUES ($1, 'credit', $2, 'Race test points', now() + interval '30 days')`,
    [user!.id, opts.points],
  );
  const its: Itinerary[] = [];
  for (let i = 0; i < opts.requests; i++)
    its.push(
      await openItinerary(app, token, {
        hotelId: opts.hotelIds[i % opts.hotelIds.length]!,
        checkin: 60 + 3 * i,
        nights: 2,
        wallet: true,
      }),
    );
  const applied = its.map((it) => it.price.selected_rate_plan.price['wallet_discount'] ?? 0);
  const results = await withTransactionBarrier(app, opts.requests, () =>
    Promise.all(its.map((it) => pay(app, it.bid, 'pay-now', token, net(it)))),
  );
  const [debits] = await app.ctx.db.query<{ total: number; n: number }>(
    `SELECT coalesce(-sum(amount), 0)::int AS total, count(*)::int AS n FROM wallet_txns WHERE user_id = $1 AND type = 'debit'`,
    [user!.id],
  );
  const after = await balance(app, token);
  const ok = results.filter((r) => r.status === 200).length;
  report(
    `race wallet (${opts.label}): ${opts.requests} requests each applying ${opts.points} points, ${ok} succeeded, ` +
      `${JSON.stringify(statuses(results))}, points debited ${debits!.total} in ${debits!.n} debit (balance ${after})`,
  );
  return { results, applied, debited: debits!.total, debits: debits!.n, balance: after };
}

/** (c) A first-booking-only coupon on N itineraries of one new member, held at once: one hold gets it. */
export async function raceFirstBookingCoupon(
  app: TestApp,
  opts: { label: string; requests: number; hotelIds: readonly number[]; coupon: string },
) {
  const phone = freshPhone('94');
  const token = await login(app, phone);
  const its: Itinerary[] = [];
  for (let i = 0; i < opts.requests; i++)
    its.push(
      await openItinerary(app, token, {
        hotelId: opts.hotelIds[i % opts.hotelIds.length]!,
        checkin: 90 + 3 * i,
        nights: 1,
        coupon: opts.coupon,
      }),
    );
  const discounts = its.map((it) => it.price.selected_rate_plan.price['coupon_discount'] ?? 0);
  const results = await withTransactionBarrier(app, opts.requests, () =>
    Promise.all(its.map((it) => pay(app, it.bid, 'pay-now', token, net(it)))),
  );
  const [used] = await app.ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM bookings b JOIN users u ON u.id = b.user_id
     WHERE u.phone = $1 AND b.coupon_code = $2 AND b.status NOT IN ('CANCEL', 'EXPIRED')`,
    [phone, opts.coupon],
  );
  const ok = results.filter((r) => r.status === 200).length;
  report(
    `race first-booking coupon (${opts.label}): ${opts.requests} concurrent holds with ${opts.coupon}, ${ok} succeeded, ` +
      `${JSON.stringify(statuses(results))}, bookings holding the coupon ${used!.n}`,
  );
  return { results, discounts, holdsWithCoupon: used!.n };
}
