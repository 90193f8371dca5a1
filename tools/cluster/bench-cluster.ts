import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import pg from 'pg';
import type { Itinerary, Payment } from '../bench/booking-answers';
import { dayFromToday, largestCity } from '../bench/largest-city';
import { missingParts, startCluster, waitFor, type RunningCluster } from './cluster';
import { startFakeSmsProvider, type FakeSmsProvider } from './fake-sms-provider';
import { checkInvariants, type Invariant } from './invariants';
import { Guest, guestAddress, Recorder, summarise } from './load';

/**
 * `npm run bench:cluster`: a booking storm through HAProxy against the cluster (tools/cluster/cluster.ts), with
 * faults, bounded in time. It prints latency and errors before, during and after each fault, requests per second per
 * instance, the time each fault took to recover from, and then checks the invariants in the database and at the
 * message provider, ending with `cluster invariants: K of K hold` (exit code 1 unless all hold).
 *
 *   npm run bench:cluster                 200 guests racing for the last 20 rooms; 8 s phases
 *   npm run bench:cluster -- --small      the same storm, smaller (the cluster test in npm test)
 */
const SMALL = process.argv.includes('--small');
const SIZE = SMALL
  ? { racers: 60, rooms: 8, workers: 6, phaseS: 5, entryPort: 5600 }
  : { racers: 200, rooms: 20, workers: 16, phaseS: 8, entryPort: Number(process.env['CLUSTER_PORT'] ?? 5200) };
const GATEWAY_SECRET = `cluster-${randomBytes(8).toString('hex')}`;
const TEMPLATES =
  'booking_confirmed:t-confirmed,balance_paid:t-balance,booking_cancelled:t-cancelled,password_reset:t-reset,otp:t-otp';

const mobileOf = (n: number) => `9${String(710_000_000 + n).padStart(9, '0')}`;
const sign = (orderId: string, paymentId: string) =>
  createHmac('sha256', GATEWAY_SECRET).update(`${orderId}|${paymentId}`).digest('hex');

async function main() {
  const started = Date.now();
  // In npm test the cluster test runs where its parts are installed (.ci/run installs them); say why otherwise.
  const missing = missingParts({ databaseUrl: process.env['DATABASE_URL'], redisUrl: process.env['REDIS_URL'] });
  if (SMALL && missing.length && process.env['CI_REQUIRE_CLUSTER'] !== '1') {
    console.log(`cluster test skipped: ${missing.join('; ')}`);
    return;
  }
  const provider = await startFakeSmsProvider();
  console.log(
    `cluster bench${SMALL ? ' (small)' : ''}: node ${process.version}, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const cluster = await startCluster({
    entryPort: SIZE.entryPort,
    apis: 3,
    shells: 2,
    log: (line) => console.log(`  ${line}`),
    apiEnv: {
      GATEWAY_KEY_SECRET: GATEWAY_SECRET,
      NOTIFY_SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'cluster-bench',
      MSG91_TEMPLATES: TEMPLATES,
      MSG91_BASE_URL: provider.url,
      // Retries and a dead instance's lease soon enough for a bench (production waits longer: apps/api/README.md).
      NOTIFY_BACKOFF_S: '1,2,4',
      NOTIFY_POLL_MS: '250',
      NOTIFY_LEASE_MS: '10000',
    },
  });
  const db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
  db.on('error', () => undefined); // the bench restarts PostgreSQL under it
  const guests: Guest[] = [];
  try {
    const invariants = await storm(cluster, provider, db, guests);
    const held = invariants.filter((i) => i.holds).length;
    console.log('\nInvariants');
    for (const invariant of invariants)
      console.log(`  ${invariant.holds ? 'holds ' : 'BROKEN'}  ${invariant.name}: ${invariant.detail}`);
    console.log(`\nbench took ${((Date.now() - started) / 1000).toFixed(0)} s; logs in ${cluster.dir}/logs/`);
    console.log(`cluster invariants: ${held} of ${invariants.length} hold`);
    if (held !== invariants.length) process.exitCode = 1;
  } finally {
    await Promise.all(guests.map((guest) => guest.close()));
    await db.end().catch(() => undefined);
    await cluster.stop();
    await provider.close();
  }
}

async function storm(
  cluster: RunningCluster,
  provider: FakeSmsProvider,
  db: pg.Pool,
  guests: Guest[],
): Promise<Invariant[]> {
  const entry = cluster.entryUrl;
  const guest = (n: number) => (guests[n] ??= new Guest(guestAddress(n)));
  const city = await largestCity(entry);
  /** Every order the bench created (pay now answered), whatever happened to its callback. */
  const created: string[] = [];
  const hotels = await Promise.all(
    city.hotelIds.slice(0, 40).map(async (id) => {
      const details = (await guest(0).request(`${entry}/api/v1/hotels/${id}/`)).json<{
        available_room_types: string[];
      }>();
      return { id, roomType: details.available_room_types[0] ?? 'common' };
    }),
  );

  /** One guest's booking through the balancer: itinerary, pay now, the gateway's signed callback. */
  const book = async (
    recorder: Recorder,
    who: Guest,
    stay: { hotel: number; roomType: string; day: number },
    options: { token?: string; callbackTo?: readonly string[] } = {},
  ): Promise<{ orderId: string; paid: boolean } | null> => {
    const auth: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
    const itinerary = await recorder.time(
      'itinerary',
      () =>
        who.request(`${entry}/api/v1/checkout/itinerary/`, {
          method: 'POST',
          headers: auth,
          body: {
            hotel_id: stay.hotel,
            room_type: stay.roomType,
            rate_plan: 'EP',
            checkin: dayFromToday(stay.day),
            checkout: dayFromToday(stay.day + 1),
            roomconfig: '2-0',
          },
        }),
      [200, 201, 409],
    );
    if (itinerary.status === 409) return null;
    const cart = itinerary.json<Itinerary>();
    const paid = await recorder.time(
      'pay now',
      () =>
        who.request(`${entry}/api/v1/checkout/itinerary/${cart.bid}/pay-now/`, {
          method: 'POST',
          headers: { ...auth, 'idempotency-key': `cluster-${randomUUID()}` },
          body: {
            guest: { name: 'Cluster Guest', mobile: mobileOf(guests.indexOf(who)), email: 'cluster@example.in' },
            method: 'upi',
            expected_amount: cart.price.selected_rate_plan.price.net_payable_amount,
          },
        }),
      [200, 201, 409],
    );
    if (paid.status === 409) return null;
    const payment = paid.json<Payment>();
    created.push(payment.order_id);
    const gatewayOrder = payment.gateway_order?.gateway_order_id;
    if (!gatewayOrder) throw new Error('pay now gave no gateway order');
    const paymentId = `pay_${randomBytes(7).toString('hex')}`;
    const callback = {
      razorpay_order_id: gatewayOrder,
      razorpay_payment_id: paymentId,
      razorpay_signature: sign(gatewayOrder, paymentId),
    };
    const targets = options.callbackTo ?? [entry];
    const answers = await Promise.all(
      targets.map((base) =>
        recorder
          .time('callback', () =>
            who.request(`${base}/api/v1/payments/gateway/callback/`, { method: 'POST', body: callback }),
          )
          .catch(() => ({ status: 0 })),
      ),
    );
    return { orderId: payment.order_id, paid: answers.some((a) => a.status === 200) };
  };

  // --- The race: the last N rooms of one hotel, one night, across all instances ---------------------------------
  // The hotel with the most rooms; its room types are set so that exactly N rooms are left that night in all.
  const [raceHotelRow] = (
    await db.query<{ hotel_id: number; rooms: string }>(
      `SELECT hotel_id, sum(room_count) AS rooms FROM room_types GROUP BY hotel_id ORDER BY sum(room_count) DESC LIMIT 1`,
    )
  ).rows;
  if (!raceHotelRow || Number(raceHotelRow.rooms) < SIZE.rooms) throw new Error(`no hotel has ${SIZE.rooms} rooms`);
  const raceHotelId = raceHotelRow.hotel_id;
  const raceDay = 200 + Math.floor(Math.random() * 100);
  const raceNight = dayFromToday(raceDay);
  const raceTypes: { type: string; rooms: number; left: number }[] = [];
  let toLeave = SIZE.rooms;
  for (const row of (
    await db.query<{ type: string; room_count: number }>(
      'SELECT type, room_count FROM room_types WHERE hotel_id = $1 ORDER BY position',
      [raceHotelId],
    )
  ).rows) {
    const left = Math.min(row.room_count, toLeave);
    toLeave -= left;
    raceTypes.push({ type: row.type, rooms: row.room_count, left });
    await db.query(
      `INSERT INTO inventory (hotel_id, room_type, date, booked) VALUES ($1, $2, $3, $4)
       ON CONFLICT (hotel_id, room_type, date) DO UPDATE SET booked = EXCLUDED.booked`,
      [raceHotelId, row.type, raceNight, row.room_count - left],
    );
  }
  const open = raceTypes.filter((t) => t.left > 0);
  // Every other racer is a member (points on the stay): signed in by OTP first, each from their own address.
  const tokens = new Map<number, string>();
  await Promise.all(
    Array.from({ length: SIZE.racers }, (_, n) => n)
      .filter((n) => n % 2 === 0)
      .map(async (n) => {
        const who = guest(n);
        const phone = mobileOf(n);
        const sent = await who.request(`${entry}/api/v1/auth/otp/send/`, {
          method: 'POST',
          body: { phone_number: phone },
        });
        if (sent.status !== 200) throw new Error(`OTP send for a racer: ${sent.status} ${sent.text.slice(0, 200)}`);
        const inbox = (await who.request(`${entry}/api/dev/otp-inbox/?phone=${phone}`)).json<{ otp: string }>();
        const verified = await who.request(`${entry}/api/v1/auth/otp/verify/`, {
          method: 'POST',
          body: { phone_number: phone, otp: inbox.otp },
        });
        tokens.set(n, verified.json<{ token: string }>().token);
      }),
  );
  const race = new Recorder();
  const apiUrls = cluster.apis.map((api) => api.url);
  const raceResults = await Promise.all(
    Array.from({ length: SIZE.racers }, (_, n) =>
      book(
        race,
        guest(n),
        { hotel: raceHotelId, roomType: open[n % open.length]!.type, day: raceDay },
        {
          token: tokens.get(n),
          // The gateway's callback delivered twice at once, to two different instances.
          callbackTo: [apiUrls[n % apiUrls.length]!, apiUrls[(n + 1) % apiUrls.length]!],
        },
      ).catch(() => null),
    ),
  );
  const raceWinners = raceResults.filter((r): r is { orderId: string; paid: boolean } => r !== null);
  // Members may all lose the race: five of them then book a stay each elsewhere (no race), each callback again
  // delivered twice at once to two instances, so points are always checked on member bookings.
  const memberStays = await Promise.all(
    [...tokens.keys()].slice(0, 5).map((n, k) => {
      const hotel = hotels.filter((h) => h.id !== raceHotelId)[k]!;
      return book(
        race,
        guest(n),
        { hotel: hotel.id, roomType: hotel.roomType, day: 160 + k },
        { token: tokens.get(n), callbackTo: [apiUrls[k % apiUrls.length]!, apiUrls[(k + 1) % apiUrls.length]!] },
      ).catch(() => null);
    }),
  );
  const memberPaid = memberStays.flatMap((stay) => (stay?.paid ? [stay.orderId] : []));
  console.log(
    `\nRace: ${SIZE.racers} guests (${tokens.size} members) for the last ${SIZE.rooms} rooms of hotel ${raceHotelId} ` +
      `(${open.map((t) => `${t.left} ${t.type}`).join(', ')}; ${raceNight}); each callback sent twice at once to two instances`,
  );
  console.log(`  ${summarise(race.samples)}`);
  console.log(`  ${raceWinners.length} guests paid; the others were told the rooms were gone (HTTP 409)`);

  // --- Limits count each visitor behind the balancer, across instances (Redis) -----------------------------------
  const limitProbe = new Recorder();
  const pumper = guest(SIZE.racers + 900);
  const pumped: number[] = [];
  for (let i = 0; i < 21; i++)
    pumped.push(
      (
        await limitProbe.time(
          'otp send',
          () =>
            pumper.request(`${entry}/api/v1/auth/otp/send/`, {
              method: 'POST',
              body: { phone_number: mobileOf(5_000 + i) },
            }),
          [200, 429],
        )
      ).status,
    );
  const neighbour = (
    await guest(SIZE.racers + 901).request(`${entry}/api/v1/auth/otp/send/`, {
      method: 'POST',
      body: { phone_number: mobileOf(6_000) },
    })
  ).status;
  const limits = {
    sentBeforeLimit: pumped.indexOf(429) === -1 ? pumped.length : pumped.indexOf(429),
    neighbour,
  };
  console.log(
    `\nOTP limit behind the balancer: one address sent ${limits.sentBeforeLimit} codes before HTTP 429 (limit 20 per 10 minutes, ` +
      `counted in Redis across the ${cluster.apis.length} instances); another address at once: HTTP ${neighbour}`,
  );

  // --- A catalogue change reaches every instance ---------------------------------------------------------------
  const changed = stormHotelsOf(hotels, raceHotelId)[0]!;
  const newRating = 3.1 + Math.round(Math.random() * 10) / 10;
  const changeStarted = Date.now();
  await db.query('UPDATE hotels SET rating = $2 WHERE id = $1', [changed.id, newRating]);
  const propagation = await waitFor(
    async () =>
      (
        await Promise.all(
          cluster.apis.map(async (api) => {
            const response = await fetch(`${api.url}/api/v1/hotels/${changed.id}/`);
            return (
              ((await response.json()) as { rating_summary?: { rating?: number } }).rating_summary?.rating === newRating
            );
          }),
        )
      ).every(Boolean),
    'a hotel’s new rating did not reach every instance',
    10_000,
  )
    .then(() => Date.now() - changeStarted)
    .catch(() => null);
  console.log(
    `Catalogue change: hotel ${changed.id}'s rating set to ${newRating} in PostgreSQL; every instance answered it after ${
      propagation === null ? 'more than 10 s' : `${propagation} ms`
    }`,
  );

  // --- The storm: guests browsing and booking through the balancer, with a fault in each phase -----------------
  const stormOrders: string[] = [];
  const stormHotels = stormHotelsOf(hotels, raceHotelId);
  let stormGuest = SIZE.racers;
  const runPhase = async (name: string, fault?: (recorder: Recorder) => Promise<{ at: number; back?: number }>) => {
    const recorder = new Recorder();
    const until = SIZE.phaseS * 1000;
    const faultDone = fault ? fault(recorder) : Promise.resolve(null);
    await Promise.all(
      Array.from({ length: SIZE.workers }, async (_, w) => {
        const who = guest(stormGuest + w);
        for (let i = 0; recorder.now() < until; i++) {
          const hotel = stormHotels[(w * 7 + i) % stormHotels.length]!;
          try {
            if (i % 4 === 3) {
              await recorder.time('page', () => who.request(`${entry}/hotels-in-${city.slug}/`));
            } else if (i % 4 === 2) {
              const booked = await book(recorder, who, {
                hotel: hotel.id,
                roomType: hotel.roomType,
                day: 20 + ((w * 13 + i) % 150),
              });
              if (booked?.paid) stormOrders.push(booked.orderId);
            } else if (i % 4 === 1) {
              await recorder.time('hotel page', () => who.request(`${entry}/api/v1/hotels/${hotel.id}/`));
            } else {
              await recorder.time('listing', () =>
                who.request(`${entry}/api/v1/search/hotels/?city=${city.slug}&limit=20`),
              );
            }
          } catch {
            // counted by the recorder; a dropped connection is an error of this phase
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }
      }),
    );
    stormGuest += SIZE.workers;
    const faultTimes = await faultDone;
    const failures = recorder.samples.filter((s) => !s.ok);
    let recovery = '';
    if (faultTimes) {
      const after = failures.filter((s) => s.at + s.ms >= faultTimes.at);
      const last = after.length ? Math.max(...after.map((s) => s.at + s.ms)) : faultTimes.at;
      recovery = `; errors stopped ${(last - faultTimes.at).toFixed(0)} ms after the fault${
        faultTimes.back === undefined ? '' : `, the part was back in ${faultTimes.back.toFixed(0)} ms`
      }`;
      console.log(`\n${name}${recovery}`);
      console.log(`  started before the fault  ${summarise(recorder.samples, 0, faultTimes.at)}`);
      console.log(`  started after the fault   ${summarise(recorder.samples, faultTimes.at)}`);
    } else {
      console.log(`\n${name}`);
      console.log(`  ${summarise(recorder.samples)}`);
    }
    if (recorder.firstError && failures.length) console.log(`  first error: ${recorder.firstError}`);
    return { recorder, faultTimes };
  };
  const load = () => loadavg()[0]!.toFixed(2);

  console.log(`\nStorm: ${SIZE.workers} guests at once, ${SIZE.phaseS} s a phase (load ${load()})`);
  const before = await runPhase('Before any fault');
  const apiVictim = cluster.apis[1]!;
  await runPhase(`${apiVictim.name} killed with SIGKILL, started again 3 s later`, async (recorder) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const at = recorder.now();
    apiVictim.kill();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const restarting = recorder.now();
    await apiVictim.start();
    return { at, back: recorder.now() - restarting };
  });
  // A deploy stops an instance with SIGTERM: it drains (readiness 503, HAProxy takes it out, requests in flight
  // finish) and exits 0, and no guest sees an error.
  const deployed = cluster.apis[2]!;
  let deployedExit: number | null = null;
  const deploy = await runPhase(`${deployed.name} stopped with SIGTERM (a deploy), started again`, async (recorder) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const at = recorder.now();
    deployedExit = await deployed.stop();
    const restarting = recorder.now();
    await deployed.start();
    return { at, back: recorder.now() - restarting };
  });
  if (cluster.restartPostgres) {
    const restart = cluster.restartPostgres;
    await runPhase('PostgreSQL restarted (fast shutdown, then start)', async (recorder) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const at = recorder.now();
      restart();
      return { at, back: recorder.now() - at };
    });
  }
  let redisOutage = { bookings: 0, failed: 0 };
  if (cluster.redis) {
    const redis = cluster.redis;
    const ordersBefore = stormOrders.length;
    const phase = await runPhase(
      'Redis stopped (abuse limits are not counted meanwhile), started again',
      async (recorder) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        const at = recorder.now();
        await redis.stop();
        await new Promise((resolve) => setTimeout(resolve, Math.max(1000, SIZE.phaseS * 1000 - 2500)));
        const restarting = recorder.now();
        await redis.start();
        return { at, back: recorder.now() - restarting };
      },
    );
    redisOutage = {
      bookings: stormOrders.length - ordersBefore,
      failed: phase.recorder.samples.filter((s) => !s.ok && s.what === 'callback').length,
    };
  }
  await runPhase('Message provider failing for 3 s (HTTP 503)', async (recorder) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const at = recorder.now();
    provider.failing(true);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    provider.failing(false);
    return { at };
  });
  const after = await runPhase('After every fault');

  // Requests per instance, from HAProxy's own counters.
  const stats = await (await fetch(`${cluster.statsUrl};csv`)).text();
  const header = stats.split('\n')[0]!.replace(/^# /, '').split(',');
  const column = (name: string) => header.indexOf(name);
  const seconds = (Date.now() - startedAt) / 1000;
  console.log(`\nRequests per instance (HAProxy's counters over ${seconds.toFixed(0)} s, load ${load()})`);
  const serverStates: { name: string; status: string }[] = [];
  for (const line of stats.split('\n').slice(1)) {
    const cells = line.split(',');
    if ((cells[0] === 'api' || cells[0] === 'shell') && cells[1] !== 'BACKEND' && cells[1] !== 'FRONTEND') {
      serverStates.push({ name: cells[1]!, status: cells[column('status')]! });
      const requests = Number(cells[column('req_tot')] || cells[column('stot')]);
      console.log(
        `  ${cells[1]!.padEnd(7)} ${String(requests).padStart(6)} requests, ${(requests / seconds).toFixed(1)}/s, ${cells[column('status')]}`,
      );
    }
  }

  // --- Recovery: every confirmed booking's message sent, then the invariants -----------------------------------
  const drainStarted = Date.now();
  await waitFor(
    async () => {
      const [row] = (
        await db.query<{ open: string }>(`SELECT count(*) AS open FROM outbox WHERE status IN ('queued', 'sending')`)
      ).rows;
      return Number(row?.open ?? 1) === 0;
    },
    'the outbox did not drain',
    90_000,
  ).catch((error: Error) => console.log(`  ${error.message}`));
  console.log(
    `\nOutbox drained ${((Date.now() - drainStarted) / 1000).toFixed(1)} s after the storm; the provider refused ${provider.refused()} sends during its outage`,
  );

  const answered = [...raceWinners.filter((r) => r.paid).map((r) => r.orderId), ...memberPaid, ...stormOrders];
  return checkInvariants(db, {
    size: SIZE,
    raceHotelId,
    raceNight,
    created,
    answered,
    provider,
    killed: apiVictim,
    cluster,
    serverStates,
    redisOutage,
    limits,
    propagation,
    before: before.recorder,
    after: after.recorder,
    deploy: { recorder: deploy.recorder, name: deployed.name, exitCode: deployedExit },
  });
}

/** The hotels the storm books: every one but the race's. */
function stormHotelsOf<H extends { id: number }>(hotels: readonly H[], raceHotelId: number): H[] {
  return hotels.filter((h) => h.id !== raceHotelId);
}

const startedAt = Date.now();
main().catch((error: unknown) => {
  console.error(error);
  console.log('cluster invariants: 0 of 1 hold (the bench did not finish)');
  process.exit(1);
});
