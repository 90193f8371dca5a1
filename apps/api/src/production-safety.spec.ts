import { buildApp } from './app';
import { readAppConfig } from './app-config';
import { call, expectedAmount, guest, itinerary, login, type TestApp } from './testing/test-app';

/** Production never runs on the development stand-ins, and never exposes their routes. */
const PRODUCTION_ENV = {
  GATEWAY_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_example',
  RAZORPAY_KEY_SECRET: 'live-secret',
  OTP_PEPPER: 'a-long-random-pepper',
  PUBLIC_SITE_URL: 'https://nivaas.example',
  NOTIFY_SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'msg91-key',
  MSG91_TEMPLATES: 'booking_confirmed:1,balance_paid:2,booking_cancelled:3,password_reset:4',
};

describe('production configuration', () => {
  it('given production without real secrets, then buildApp refuses to start and names every missing variable', async () => {
    await expect(buildApp({ inMemory: true, production: true, env: {} })).rejects.toThrow(
      'Refusing to start in production: missing or invalid configuration: GATEWAY_PROVIDER=razorpay, RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, OTP_PEPPER, PUBLIC_SITE_URL, NOTIFY_SMS_PROVIDER=msg91 (with MSG91_AUTH_KEY, MSG91_TEMPLATES)',
    );
  });

  it('given production with the simulated gateway or a missing secret, then it still refuses', () => {
    expect(() => readAppConfig({ ...PRODUCTION_ENV, GATEWAY_PROVIDER: 'simulated' }, true)).toThrow(
      /missing or invalid configuration: GATEWAY_PROVIDER=razorpay$/,
    );
    const { RAZORPAY_KEY_SECRET: _secret, OTP_PEPPER: _pepper, ...withoutSecrets } = PRODUCTION_ENV;
    expect(() => readAppConfig(withoutSecrets, true)).toThrow(/: RAZORPAY_KEY_SECRET, OTP_PEPPER$/);
  });

  it('given development, then the local stand-ins start with nothing set (npm start), and a half-set provider is refused', () => {
    const config = readAppConfig({}, false);
    expect(config.gateway.provider).toBe('simulated');
    expect(config.notifiers).toEqual({ sms: null, email: null, whatsapp: null });
    expect(config.siteUrl).toBe('http://localhost:4200');
    expect(() => readAppConfig({ GATEWAY_PROVIDER: 'razorpay' }, false)).toThrow(
      'Refusing to start: missing or invalid configuration: RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET',
    );
  });
});

describe('production app', () => {
  let app: TestApp | null = null;
  const api = () => {
    if (!app) throw new Error('app not ready');
    return app;
  };
  beforeAll(async () => {
    app = (await buildApp({ inMemory: true, production: true, env: PRODUCTION_ENV })) as TestApp;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('given production, then the simulated gateway, the OTP inbox, the PhonePe simulator and the outbox do not exist', async () => {
    expect(api().ctx.gateway).toEqual({ provider: 'razorpay', keyId: 'rzp_live_example', keySecret: 'live-secret' });
    const gatewayOrder = 'order_0123456789abcdef0123';
    const answers = await Promise.all([
      call(api(), { method: 'GET', url: `/api/v1/payments/gateway/checkout/${gatewayOrder}/` }),
      call(api(), { method: 'POST', url: `/api/v1/payments/gateway/simulate/${gatewayOrder}/`, payload: {} }),
      call(api(), { method: 'GET', url: '/api/dev/otp-inbox/?phone=9000000001' }),
      call(api(), { method: 'POST', url: '/api/dev/phonepe/grant-token/', payload: { phone: '9000000001' } }),
      call(api(), { method: 'GET', url: '/api/dev/outbox/?to=9000000001' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404]);
    // The API itself is up.
    expect((await call(api(), { method: 'GET', url: '/api/v2/cities/' })).status).toBe(200);
  });
});

describe('a failing notification provider', () => {
  let app: TestApp | null = null;
  const warnings: string[] = [];
  const requests: string[] = [];
  beforeAll(async () => {
    app = (await buildApp({
      inMemory: true,
      env: {
        NOTIFY_SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'msg91-key',
        MSG91_TEMPLATES: 'booking_confirmed:1,balance_paid:2,booking_cancelled:3,password_reset:4',
      },
      fetch: async (url) => {
        requests.push(url);
        return new Response('Service Unavailable', { status: 503 });
      },
      warn: (line) => warnings.push(line),
    })) as TestApp;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('given MSG91 down, when a guest books, then the booking stands and the SMS is kept as failed in the outbox', async () => {
    const a = app as TestApp;
    // Signed in, so pay at hotel needs no OTP here (the OTP SMS is not this test's message).
    const token = await login(a, '9811100001');
    const it = await itinerary(a, { token, hotelId: 1001, checkin: 33, nights: 1 });
    const booked = await call(a, {
      token,
      method: 'POST',
      url: `/api/v1/checkout/itinerary/${it.bid}/pay-at-hotel/`,
      headers: { 'idempotency-key': 'failing-provider-1' },
      payload: {
        guest: { ...guest, mobile: '9811100001' },
        expected_amount: await expectedAmount(a, it.bid, 'pay-at-hotel', token),
      },
    });
    expect({ status: booked.status, error: booked.body.error }).toEqual({ status: 200, error: undefined });
    expect(booked.body.status).toBe('CONFIRMED');
    expect(requests).toEqual(['https://control.msg91.com/api/v5/flow']);
    const rows = await a.ctx.db.query<{ channel: string; status: string; provider: string; error: string }>(
      'SELECT channel, status, provider, error FROM outbox WHERE order_id = $1',
      [booked.body.order_id],
    );
    // The email went nowhere (the guest gave one, but no email provider is set: it stays in the outbox).
    expect(rows.sort((x, y) => x.channel.localeCompare(y.channel))).toEqual([
      { channel: 'email', status: 'local', provider: 'outbox', error: null },
      { channel: 'sms', status: 'failed', provider: 'msg91', error: 'MSG91 answered 503: Service Unavailable' },
    ]);
    expect(warnings).toEqual([
      expect.stringContaining(`sms booking_confirmed of ${booked.body.order_id} via msg91 failed: MSG91 answered 503`),
    ]);
  });
});
