import type pg from 'pg';
import type { ApiInstance, RunningCluster } from './cluster';
import type { FakeSmsProvider } from './fake-sms-provider';
import type { Recorder } from './load';

export interface Invariant {
  readonly name: string;
  readonly holds: boolean;
  readonly detail: string;
}

/** What the storm did and saw, for the checks made afterwards in the database and at the provider. */
export interface StormFacts {
  readonly size: { readonly racers: number; readonly rooms: number };
  readonly raceHotelId: number;
  readonly raceNight: string;
  /** Every order the bench created (pay now answered). */
  readonly created: readonly string[];
  /** The orders whose gateway callback was answered 200. */
  readonly answered: readonly string[];
  readonly provider: FakeSmsProvider;
  /** The API instance killed with SIGKILL. */
  readonly killed: ApiInstance;
  readonly cluster: RunningCluster;
  readonly serverStates: readonly { readonly name: string; readonly status: string }[];
  readonly redisOutage: { readonly bookings: number; readonly failed: number };
  readonly limits: { readonly sentBeforeLimit: number; readonly neighbour: number };
  /** How long a catalogue change took to reach every instance, or null (not within 10 s). */
  readonly propagation: number | null;
  readonly before: Recorder;
  readonly after: Recorder;
  /** The phase in which an API instance was stopped with SIGTERM and started again, and how it exited. */
  readonly deploy: { readonly recorder: Recorder; readonly name: string; readonly exitCode: number | null };
}

/** The cluster's invariants after the storm (docs/production.md): each one holds or is broken, with its figures. */
export async function checkInvariants(db: pg.Pool, facts: StormFacts): Promise<Invariant[]> {
  const { raceHotelId, raceNight, created, answered, provider, cluster, serverStates, redisOutage, limits } = facts;
  const { propagation, before, after, size: SIZE, killed: apiVictim } = facts;
  const rows = async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) =>
    (await db.query<T>(sql, params)).rows;
  const invariants: Invariant[] = [];
  const check = (name: string, holds: boolean, detail: string) => invariants.push({ name, holds, detail });

  const [raceCount] = await rows<{ confirmed: string; held: string }>(
    `SELECT count(*) FILTER (WHERE status = 'CONFIRMED') AS confirmed,
            count(*) FILTER (WHERE status = 'PENDING_PAYMENT') AS held
       FROM bookings WHERE hotel_id = $1 AND checkin = $2`,
    [raceHotelId, raceNight],
  );
  check(
    `exactly ${SIZE.rooms} of ${SIZE.racers} racers confirmed`,
    Number(raceCount?.confirmed) === SIZE.rooms,
    `${raceCount?.confirmed} confirmed, ${raceCount?.held} still pending`,
  );
  const oversold = await rows<{ n: string }>(
    `SELECT count(*) AS n FROM inventory i JOIN room_types r ON r.hotel_id = i.hotel_id AND r.type = i.room_type
      WHERE i.booked > r.room_count`,
  );
  check(
    'no room sold twice (no night booked past its room count)',
    Number(oversold[0]?.n) === 0,
    `${oversold[0]?.n} nights oversold`,
  );
  const [night] = await rows<{ booked: string; rooms: string }>(
    `SELECT sum(i.booked) AS booked, sum(r.room_count) AS rooms FROM inventory i
       JOIN room_types r ON r.hotel_id = i.hotel_id AND r.type = i.room_type WHERE i.hotel_id = $1 AND i.date = $2`,
    [raceHotelId, raceNight],
  );
  check(
    'the race night is exactly full',
    night?.booked === night?.rooms,
    `${night?.booked} of ${night?.rooms} rooms booked`,
  );
  const doublePaid = await rows<{ order_id: string }>(
    `SELECT order_id FROM payment_attempts WHERE status = 'paid' GROUP BY order_id, purpose HAVING count(*) > 1`,
  );
  check('a callback delivered twice pays once', doublePaid.length === 0, `${doublePaid.length} orders paid twice`);
  const pointsTwice = await rows<{ order_id: string }>(
    `SELECT order_id FROM wallet_txns WHERE type = 'credit' AND order_id IS NOT NULL GROUP BY order_id HAVING count(*) > 1`,
  );
  const memberOrders = await rows<{ n: string; credited: string }>(
    `SELECT count(*) AS n, count(w.id) AS credited FROM bookings b
       LEFT JOIN wallet_txns w ON w.order_id = b.order_id AND w.type = 'credit'
      WHERE b.status = 'CONFIRMED' AND b.user_id IS NOT NULL AND b.order_id = ANY($1)`,
    [created],
  );
  check(
    'points credited once per confirmed member booking',
    pointsTwice.length === 0 && Number(memberOrders[0]?.n) > 0 && memberOrders[0]?.n === memberOrders[0]?.credited,
    `${memberOrders[0]?.credited} credits for ${memberOrders[0]?.n} member bookings, ${pointsTwice.length} credited twice`,
  );
  const paidWithoutBooking = await rows<{ n: string }>(
    `SELECT count(*) AS n FROM payment_attempts p JOIN bookings b ON b.order_id = p.order_id
      WHERE p.status = 'paid' AND p.purpose = 'booking' AND b.status NOT IN ('CONFIRMED', 'CANCELLED')
        AND b.order_id = ANY($1)`,
    [created],
  );
  check(
    'no paid order without its confirmed booking',
    Number(paidWithoutBooking[0]?.n) === 0,
    `${paidWithoutBooking[0]?.n} paid orders unconfirmed`,
  );
  const bookingWithoutPayment = await rows<{ n: string }>(
    `SELECT count(*) AS n FROM bookings b
      WHERE b.status = 'CONFIRMED' AND b.order_id = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM payment_attempts p WHERE p.order_id = b.order_id AND p.status = 'paid')`,
    [created],
  );
  check(
    'no confirmed booking without its payment',
    Number(bookingWithoutPayment[0]?.n) === 0,
    `${bookingWithoutPayment[0]?.n} confirmed unpaid`,
  );
  const confirmedAnswered = await rows<{ n: string }>(
    `SELECT count(*) AS n FROM bookings WHERE order_id = ANY($1) AND status = 'CONFIRMED'`,
    [answered],
  );
  check(
    'every booking whose callback was answered is confirmed',
    Number(confirmedAnswered[0]?.n) === answered.length,
    `${confirmedAnswered[0]?.n} of ${answered.length}`,
  );
  const confirmedSince = await rows<{ order_id: string }>(
    `SELECT order_id FROM bookings WHERE status = 'CONFIRMED' AND order_id = ANY($1)`,
    [created],
  );
  const sends = confirmedSince.map((row) => provider.accepted.get(`t-confirmed:${row.order_id}`) ?? 0);
  const missing = sends.filter((n) => n === 0).length;
  // A message is sent a second time only in the window no provider without idempotency keys can close: its
  // instance was killed after MSG91 accepted it and before the outcome was written (apps/api/README.md "Messages").
  // Each such message was first accepted in the moment before the SIGKILL and sent again once its lease ran out.
  const twice = confirmedSince.filter((row) => (provider.accepted.get(`t-confirmed:${row.order_id}`) ?? 0) > 1);
  const twiceRows = await rows<{ order_id: string; attempts: number }>(
    `SELECT order_id, attempts FROM outbox WHERE channel = 'sms' AND kind = 'booking_confirmed' AND order_id = ANY($1)`,
    [twice.map((r) => r.order_id)],
  );
  const explained = twiceRows.filter((row) => {
    const first = provider.firstAcceptedAt.get(`t-confirmed:${row.order_id}`) ?? 0;
    // Accepted while the killed instance still ran (its exit is seen a few ms after the signal is sent).
    return row.attempts >= 2 && first <= apiVictim.exitedAt() && apiVictim.exitedAt() - first < 2_000;
  });
  for (const row of twiceRows)
    console.log(
      `  sent twice: ${row.order_id}, ${row.attempts} attempts, first accepted ${
        apiVictim.exitedAt() - (provider.firstAcceptedAt.get(`t-confirmed:${row.order_id}`) ?? 0)
      } ms before ${apiVictim.name} exited (SIGKILL)`,
    );
  check(
    'every confirmed booking’s SMS accepted by the provider (none lost)',
    missing === 0 && confirmedSince.length > 0,
    `${confirmedSince.length} bookings: ${missing} never sent`,
  );
  check(
    'no SMS sent twice, but one whose instance was killed between the provider’s accept and its record',
    twice.length === explained.length,
    `${twice.length} sent twice, ${explained.length} of them accepted just before the SIGKILL and resent after the lease`,
  );
  const dead = await rows<{ n: string }>(`SELECT count(*) AS n FROM outbox WHERE status = 'dead'`);
  check('no message given up (dead letter empty)', Number(dead[0]?.n) === 0, `${dead[0]?.n} dead`);
  check(
    'bookings go on while Redis is down',
    cluster.redis === null || redisOutage.bookings > 0,
    cluster.redis === null ? 'REDIS_URL given: not stopped' : `${redisOutage.bookings} bookings paid in that phase`,
  );
  check(
    'per-address OTP limit counts one visitor behind the balancer, not everyone',
    limits.sentBeforeLimit === 20 && limits.neighbour === 200,
    `${limits.sentBeforeLimit} sent before 429 from one address; another address: HTTP ${limits.neighbour}`,
  );
  check(
    'a catalogue change reaches every instance within a second',
    propagation !== null && propagation <= 1000,
    propagation === null ? 'not within 10 s' : `${propagation} ms`,
  );
  const afterErrors = after.samples.filter((s) => !s.ok).length;
  check('no error once every fault is over', afterErrors === 0, `${afterErrors} errors in the last phase`);
  check(
    'no server crashed (the one killed on purpose aside)',
    cluster.crashes.length === 0,
    cluster.crashes.length ? cluster.crashes.map((c) => `${c.name} (${c.signal ?? c.code})`).join(', ') : 'none',
  );
  const down = serverStates.filter((s) => s.status !== 'UP');
  check(
    'every instance is in HAProxy’s rotation at the end',
    down.length === 0,
    down.length ? down.map((s) => `${s.name} ${s.status}`).join(', ') : `${serverStates.length} UP`,
  );
  const deployErrors = facts.deploy.recorder.samples.filter((s) => !s.ok).length;
  check(
    'a deploy’s SIGTERM loses no request: the instance drains and exits 0',
    deployErrors === 0 && facts.deploy.exitCode === 0,
    `${deployErrors} errors while ${facts.deploy.name} drained and came back; it exited with ${facts.deploy.exitCode}`,
  );
  const beforeErrors = before.samples.filter((s) => !s.ok).length;
  check('no error before any fault', beforeErrors === 0, `${beforeErrors} errors in the first phase`);
  return invariants;
}
