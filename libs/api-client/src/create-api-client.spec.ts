import { CONTRACT } from '@nivaas/api-client/contract';
import { createEventBus, createMemoryCookieJar, createMemoryStorage, type AppEvent } from '@nivaas/state';
import { captureAttribution } from './attribution/attribution';
import { ApiError } from './errors/api-error';
import { createApiClient } from './create-api-client';
import { acceptsAttribution, isOtpOperation } from './request/operation-rules';
import type { ApiClientConfig } from './request/api-client-config';

type Call = { url: string; init: RequestInit };

/** A recording fetch: these unit tests pin the request shape; the in-process suite pins behaviour against the real API. */
function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    const call = { url, init };
    calls.push(call);
    return respond(call);
  }) as unknown as typeof fetch;
  return { calls, impl };
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });

function setup(respond: (call: Call) => Response | Promise<Response>, extra: Partial<ApiClientConfig> = {}) {
  const fetch = fakeFetch(respond);
  const bus = createEventBus();
  const events: AppEvent[] = [];
  bus.events$.subscribe((e) => events.push(e));
  let token: string | null = null;
  const cookies = createMemoryCookieJar();
  const client = createApiClient({
    baseUrl: 'http://api.test/',
    applicationId: 'msite',
    storage: createMemoryStorage(),
    cookies,
    bus,
    getToken: () => token,
    onToken: (t) => (token = t),
    fetch: fetch.impl,
    ...extra,
  });
  return { client, calls: fetch.calls, events, cookies, getToken: () => token };
}

describe('createApiClient: one typed function per contract operation', () => {
  it('has a function for every registry entry', () => {
    const { client } = setup(() => json({}));
    expect(Object.keys(client).sort()).toEqual(Object.keys(CONTRACT).sort());
    for (const fn of Object.values(client)) expect(typeof fn).toBe('function');
  });

  it('derives which operations take attribution (pricing) and which are OTP calls', () => {
    expect(acceptsAttribution(CONTRACT.getHotelPrices)).toBe(true);
    expect(acceptsAttribution(CONTRACT.getRoomPrices)).toBe(true);
    expect(acceptsAttribution(CONTRACT.getCities)).toBe(false);
    expect(isOtpOperation(CONTRACT.sendOtp)).toBe(true);
    expect(isOtpOperation(CONTRACT.loginGoogle)).toBe(false);
  });

  it('sends method, URL from the base URL, JSON body and the section 7 headers', async () => {
    const { client, calls } = setup(() => json({ status: 'ok' }));
    await client.loginGoogle({ body: { token: 'credential-123' } });
    const [{ url, init }] = calls as [Call];
    expect(url).toBe('http://api.test/api/v2/auth/login/google/');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"token":"credential-123"}');
    const headers = init.headers as Record<string, string>;
    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-application-id']).toBe('msite');
    expect(headers['x-anonymous-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers['authorization']).toBeUndefined();
  });

  it('given service bases (docs/rules.md section 7), then each call goes to its service and the rest to the base URL', async () => {
    const { client, calls } = setup(() => json({ data: [] }), {
      serviceBaseUrls: { growth: 'http://growth.test', corporate: 'http://corporate.test/' },
    });
    await client.getCancellationDetails({ params: { id: 'hash123' } });
    await client.getCorporatePrice({
      query: {
        hotel_ids: '1',
        room_types: 'oak',
        applicable_from_date: '2030-12-10',
        applicable_to_date: '2030-12-11',
        roomconfig: '1-0',
      },
    } as never);
    await client.getCities();
    expect(calls.map((c) => c.url.split('?')[0])).toEqual([
      'http://growth.test/api/growth/cancellation/booking_details/hash123',
      'http://corporate.test/api/athena/corporate-price/',
      'http://api.test/api/v2/cities/',
    ]);
  });

  it('captures x-auth-token and sends it as the bearer token afterwards; keeps one anonymous id', async () => {
    const { client, calls, getToken } = setup(() => json({ status: 'ok' }, { headers: { 'x-auth-token': 'tok-1' } }));
    await client.getCities();
    expect(getToken()).toBe('tok-1');
    await client.getCities();
    const [first, second] = calls.map((c) => c.init.headers as Record<string, string>);
    expect(second?.['authorization']).toBe('Bearer tok-1');
    expect(second?.['x-anonymous-id']).toBe(first?.['x-anonymous-id']);
  });

  it('adds stored attribution to pricing calls only, explicit query values winning', async () => {
    const { client, calls, cookies } = setup(() => json({}));
    captureAttribution('?utm_source=phonepe_app&refid=9', cookies);
    await client.getRoomPrices({
      params: { hotelId: 5 },
      query: { checkin: '2026-11-21', checkout: '2026-11-22', refid: 'explicit' },
    });
    await client.getCities();
    expect(calls[0]?.url).toBe(
      'http://api.test/api/v5/pricing/hotels/5/room-prices/?utm_source=phonepe_app&refid=explicit&checkin=2026-11-21&checkout=2026-11-22',
    );
    expect(calls[1]?.url).toBe('http://api.test/api/v2/cities/');
  });

  it('passes required operation headers (idempotency-key)', async () => {
    const { client, calls } = setup(() => json({}));
    await client.payNow({ params: { bid: 'b1' }, headers: { 'idempotency-key': 'key-12345' }, body: {} as never });
    expect((calls[0]?.init.headers as Record<string, string>)['idempotency-key']).toBe('key-12345');
  });

  it('reads an empty body as null and a text body as text', async () => {
    const { client } = setup((c) =>
      c.url.endsWith('cities/') ? new Response('', { status: 200 }) : new Response('plain', { status: 200 }),
    );
    await expect(client.getCities()).resolves.toBeNull();
    await expect(client.getFacilities()).resolves.toBe('plain');
  });
});

describe('createApiClient: the error catalogue (docs/rules.md section 8)', () => {
  it('non-OK: the error field, carrying status, data and errors; reported on the bus', async () => {
    const body = { error: 'Coupon expired', errors: ['couponCode: expired'] };
    const { client, events } = setup(() => json(body, { status: 422, statusText: 'Unprocessable Entity' }));
    const error = await client.getCities().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Coupon expired',
      status: 422,
      data: body,
      errors: ['couponCode: expired'],
    });
    expect(events).toEqual([{ type: 'api/failed', operationId: 'getCities', status: 422, message: 'Coupon expired' }]);
  });

  it('a 401 is reported on the bus as auth/unauthorized before api/failed', async () => {
    const { client, events } = setup(() => json({ error: 'Unauthorized', errors: [] }, { status: 401 }));
    await expect(client.getProfile()).rejects.toMatchObject({ status: 401 });
    expect(events.map((e) => e.type)).toEqual(['auth/unauthorized', 'api/failed']);
    expect(events[0]).toEqual({ type: 'auth/unauthorized', operationId: 'getProfile' });
  });

  it("network failure rejects 'API error'", async () => {
    const { client, events } = setup(() => Promise.reject(new TypeError('fetch failed')));
    await expect(client.getCities()).rejects.toMatchObject({ message: 'API error', status: 0 });
    expect(events[0]).toMatchObject({ type: 'api/failed', status: 0, message: 'API error' });
  });

  it('OTP errors: the first errors entry, else the fallback; 429 marks too-many-requests', async () => {
    const first = setup(() => json({ error: 'Too many', errors: ['Try again in 10 minutes'] }, { status: 429 }));
    await expect(first.client.sendOtp({ body: { phone_number: '9876543210' } })).rejects.toMatchObject({
      message: 'Try again in 10 minutes',
      tooManyRequests: true,
    });
    const empty = setup(() => json({ error: 'Bad', errors: [] }, { status: 400 }));
    await expect(empty.client.verifyOtp({ body: { phone_number: '9876543210', otp: '123456' } })).rejects.toMatchObject(
      {
        message: 'Something went wrong, please try again later',
        tooManyRequests: false,
      },
    );
  });

  it('an aborted request rejects with the abort reason, not API error, and reports nothing', async () => {
    const controller = new AbortController();
    const { client, events } = setup(
      (c) =>
        new Promise((_resolve, reject) => {
          c.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = client.getCities(undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(events).toEqual([]);
  });
});
