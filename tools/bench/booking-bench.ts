import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { startApiProcess } from './api-process';
import { dayFromToday, largestCity } from './largest-city';
import { latencyLine, latencyOf } from './latency';
import type { Itinerary, Payment } from './booking-answers';

/**
 * Load report (not a test) of the booking path as a guest pays: create the itinerary, pay now, and
 * the gateway's callback signed as the simulated gateway signs it (HMAC-SHA256 of order|payment with
 * the gateway secret), from CONCURRENCY guests at once for DURATION seconds, against a seeded
 * in-memory API in its own process. Each booking is a different hotel of the largest city or night
 * (no sell-outs); every step's times and errors are printed, and at the end the database is asked
 * how many of the bookings whose callback was answered are CONFIRMED.
 * Run: npm run bench:booking   (CONCURRENCY=20 DURATION=10 WARMUP=2)
 */
const CONCURRENCY = Number(process.env['CONCURRENCY'] ?? 20);
const DURATION = Number(process.env['DURATION'] ?? 10);
const WARMUP = Number(process.env['WARMUP'] ?? 2);
const GATEWAY_SECRET = `bench-${randomBytes(8).toString('hex')}`;
const STEPS = ['itinerary', 'pay now', 'callback'] as const;
type Step = (typeof STEPS)[number];

class StepError extends Error {
  constructor(
    readonly step: Step,
    readonly status: number,
    body: string,
  ) {
    super(`${step}: ${status} ${body.slice(0, 200)}`);
  }
}

/** A random Indian mobile (10 digits from 6-9): each guest its own, as real guests are. */
const mobile = () => `${6 + Math.floor(Math.random() * 4)}${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

async function main() {
  const api = await startApiProcess({ GATEWAY_KEY_SECRET: GATEWAY_SECRET });
  try {
    const city = await largestCity(api.address);
    // Each hotel's first room type, as a guest picks one from the hotel page.
    const rooms = await Promise.all(
      city.hotelIds.map(async (id) => {
        const details = (await (await fetch(`${api.address}/api/v1/hotels/${id}/`)).json()) as {
          available_room_types: string[];
        };
        return { hotelId: id, roomType: details.available_room_types[0] ?? 'common' };
      }),
    );
    const post = async <T>(step: Step, path: string, body: unknown, headers: Record<string, string> = {}) => {
      const response = await fetch(`${api.address}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new StepError(step, response.status, text);
      return JSON.parse(text) as T;
    };

    let next = 0;
    /** One guest's booking: the three calls, each timed; the order id once its callback was answered. */
    const book = async (times: Record<Step, number[]>): Promise<string> => {
      const k = next++;
      const room = rooms[k % rooms.length]!;
      const checkin = 20 + (Math.floor(k / rooms.length) % 300);
      const timed = async <T>(step: Step, call: () => Promise<T>) => {
        const start = performance.now();
        const result = await call();
        times[step].push(performance.now() - start);
        return result;
      };
      const itinerary = await timed('itinerary', () =>
        post<Itinerary>('itinerary', '/api/v1/checkout/itinerary/', {
          hotel_id: room.hotelId,
          room_type: room.roomType,
          rate_plan: 'EP',
          checkin: dayFromToday(checkin),
          checkout: dayFromToday(checkin + 1),
          roomconfig: '2-0',
        }),
      );
      const paid = await timed('pay now', () =>
        post<Payment>(
          'pay now',
          `/api/v1/checkout/itinerary/${itinerary.bid}/pay-now/`,
          {
            guest: { name: 'Bench Guest', mobile: mobile(), email: 'bench@example.in' },
            method: 'upi',
            expected_amount: itinerary.price.selected_rate_plan.price.net_payable_amount,
          },
          { 'idempotency-key': `bench-${randomUUID()}` },
        ),
      );
      const orderId = paid.gateway_order?.gateway_order_id;
      if (!orderId) throw new StepError('pay now', 200, 'no gateway order');
      const paymentId = `pay_${randomBytes(7).toString('hex')}`;
      const signature = createHmac('sha256', GATEWAY_SECRET).update(`${orderId}|${paymentId}`).digest('hex');
      await timed('callback', () =>
        post('callback', '/api/v1/payments/gateway/callback/', {
          razorpay_order_id: orderId,
          razorpay_payment_id: paymentId,
          razorpay_signature: signature,
        }),
      );
      return paid.order_id;
    };

    /** CONCURRENCY guests booking one after another until `seconds` have passed. */
    const run = async (seconds: number) => {
      const times: Record<Step, number[]> = { itinerary: [], 'pay now': [], callback: [] };
      const paths: number[] = [];
      const errors: Record<Step, Map<number, number>> = {
        itinerary: new Map(),
        'pay now': new Map(),
        callback: new Map(),
      };
      const orderIds: string[] = [];
      const until = performance.now() + seconds * 1000;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (performance.now() < until) {
            const start = performance.now();
            try {
              orderIds.push(await book(times));
              paths.push(performance.now() - start);
            } catch (error) {
              if (!(error instanceof StepError)) throw error;
              const counts = errors[error.step];
              counts.set(error.status, (counts.get(error.status) ?? 0) + 1);
              if ([...counts.values()].reduce((a, b) => a + b) === 1) console.error(`first error: ${error.message}`);
            }
          }
        }),
      );
      return { times, paths, errors, orderIds };
    };

    console.log(
      `booking path (itinerary, pay now, signed gateway callback), largest city ${city.name} (${city.hotelIds.length} hotels), ` +
        `${CONCURRENCY} guests at once, ${DURATION} s after ${WARMUP} s warm-up, node ${process.version}`,
    );
    if (WARMUP > 0) await run(WARMUP);
    await api.idle();
    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    const cpuBefore = await api.cpu();
    const result = await run(DURATION);
    await api.idle();
    const cpuAfter = await api.cpu();
    const errorText = (counts: Map<number, number>) =>
      [...counts].map(([status, n]) => `${n} x HTTP ${status}`).join(', ');
    for (const step of STEPS) {
      const failed = [...result.errors[step].values()].reduce((a, b) => a + b, 0);
      console.log(latencyLine(step, latencyOf(result.times[step]), failed, errorText(result.errors[step])));
    }
    console.log(latencyLine('whole booking', latencyOf(result.paths), 0));
    const confirmed = await api.confirmedCount(result.orderIds);
    const bookings = result.orderIds.length;
    console.log(
      `${bookings} bookings paid (${(bookings / DURATION).toFixed(1)}/s), ${confirmed} CONFIRMED in the database` +
        `${confirmed === bookings ? '' : `  MISSING ${bookings - confirmed}`}; ` +
        `API CPU ${((cpuAfter.ms - cpuBefore.ms) / Math.max(1, bookings)).toFixed(2)} ms per booking; load ${load}`,
    );
    if (confirmed !== bookings) process.exitCode = 1;
  } finally {
    await api.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
