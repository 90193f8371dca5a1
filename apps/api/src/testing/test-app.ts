import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import type { AppContext } from '../app-context';
import { addDays, todayInKolkata } from '@nivaas/domain';

export type TestApp = FastifyInstance & { ctx: AppContext };

/** One seeded in-memory API per test file (PGlite start-up is seconds, so never per test). */
export function useTestApp(options: BuildAppOptions = {}): () => TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await buildApp({ inMemory: true, ...options });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error('test app not ready');
    return app;
  };
}

export function day(offset: number): string {
  return addDays(todayInKolkata(), offset);
}

export async function call(app: TestApp, opts: InjectOptions & { token?: string }) {
  const { token, ...rest } = opts;
  const res = await app.inject({
    ...rest,
    headers: { ...(rest.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const isJson = String(res.headers['content-type'] ?? '').includes('json');
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test helper: each test reads the fields it asserts on; the contract schemas check real responses.
  return { status: res.statusCode, body: (isJson ? res.json() : res.body) as any, headers: res.headers };
}

/** Logs a phone in through the real OTP flow, reading the code from the development inbox. */
export async function login(app: TestApp, phone: string): Promise<string> {
  const sent = await call(app, { method: 'POST', url: '/api/v1/auth/otp/send/', payload: { phone_number: phone } });
  if (sent.status !== 200) throw new Error(`otp send ${sent.status} ${JSON.stringify(sent.body)}`);
  const inbox = await call(app, { method: 'GET', url: `/api/dev/otp-inbox/?phone=${phone}` });
  const verified = await call(app, {
    method: 'POST',
    url: '/api/v1/auth/otp/verify/',
    payload: { phone_number: phone, otp: inbox.body.otp },
  });
  if (verified.status !== 200) throw new Error(`otp verify ${verified.status}`);
  return verified.body.token as string;
}

/** The contract's ErrorBody: error and errors, and on a server failure (5xx) the request's id. */
export function expectErrorBody(body: unknown): void {
  const { request_id: requestId, ...rest } = body as Record<string, unknown>;
  expect(rest).toEqual({ error: expect.any(String), errors: expect.any(Array) });
  if (requestId !== undefined) expect(requestId).toEqual(expect.any(String));
}

/** Starts a checkout for the first hotel of Bengaluru in its first room type. */
export async function itinerary(
  app: TestApp,
  opts: {
    token?: string;
    hotelId?: number;
    roomType?: string;
    checkin?: number;
    nights?: number;
    roomconfig?: string;
    plan?: string;
    /** More fields of the body (trivago_reference_id ...). */
    extra?: Record<string, unknown>;
  } = {},
) {
  const checkin = day(opts.checkin ?? 20);
  const checkout = day((opts.checkin ?? 20) + (opts.nights ?? 2));
  const res = await call(app, {
    method: 'POST',
    url: '/api/v1/checkout/itinerary/',
    token: opts.token,
    payload: {
      hotel_id: opts.hotelId ?? 1001,
      room_type: opts.roomType ?? 'common',
      rate_plan: opts.plan ?? 'EP',
      checkin,
      checkout,
      roomconfig: opts.roomconfig ?? '1-0',
      ...opts.extra,
    },
  });
  if (res.status !== 201) throw new Error(`itinerary ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { bid: string; price: { selected_rate_plan: { price: Record<string, number> } } } & Record<
    string,
    unknown
  >;
}

export const guest = { name: 'Test Guest', mobile: '9811111111', email: 'guest@example.in' };

/**
 * The amount a pay call carries (expected_amount), as the itinerary shows it for that mode: the
 * part-pay amount, or the total (pay now, and what is paid at the hotel). 0 for a missing itinerary
 * (the pay call under test answers 404 itself).
 */
export async function expectedAmount(
  app: TestApp,
  bid: string,
  mode: 'pay-now' | 'part-pay' | 'pay-at-hotel',
  token?: string,
): Promise<number> {
  const res = await call(app, { method: 'GET', url: `/api/v1/checkout/itinerary/${bid}/`, token });
  const price = res.body?.price?.selected_rate_plan?.price;
  if (res.status !== 200 || !price) return 0;
  return mode === 'part-pay' ? (res.body.part_pay_amount as number) : (price.net_payable_amount as number);
}
