import { createHmac } from 'node:crypto';
import { buildApp } from './app';
import { readAppConfig } from './app-config';
import { purgeExpired } from './maintenance/purge-expired';
import { call, expectedAmount, expectErrorBody, guest, itinerary, login, type TestApp } from './testing/test-app';

/** Production never runs on the development stand-ins, and never exposes their routes. */
const PRODUCTION_ENV = {
  GATEWAY_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_example',
  RAZORPAY_KEY_SECRET: 'live-secret',
  OTP_PEPPER: 'b3f1c0de5a7e4d2c9f8e6a1b0c3d5e7f',
  PUBLIC_SITE_URL: 'https://nivaas.example',
  NOTIFY_SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'msg91-key',
  MSG91_TEMPLATES: 'booking_confirmed:1,balance_paid:2,booking_cancelled:3,password_reset:4,otp:5',
  CAPTCHA_PROVIDER: 'hcaptcha',
  HCAPTCHA_SITE_KEY: 'hcaptcha-site-key',
  HCAPTCHA_SECRET: 'hcaptcha-secret',
};
const OTP_TEMPLATE = '5';
const RESET_TEMPLATE = '4';

/** What the production app sends to MSG91 (a fake fetch: nothing leaves the machine). */
interface Msg91Request {
  readonly template_id: string;
  readonly recipients: readonly Record<string, string>[];
}

describe('production configuration', () => {
  it('given production without real secrets, then buildApp refuses to start and names every missing variable', async () => {
    await expect(buildApp({ inMemory: true, production: true, env: {} })).rejects.toThrow(
      'Refusing to start in production: missing or invalid configuration: GATEWAY_PROVIDER=razorpay, RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, OTP_PEPPER, PUBLIC_SITE_URL, CAPTCHA_PROVIDER=hcaptcha (with HCAPTCHA_SITE_KEY, HCAPTCHA_SECRET), NOTIFY_SMS_PROVIDER=msg91 (with MSG91_AUTH_KEY, MSG91_TEMPLATES)',
    );
  });

  it('given production with the local captcha, then it refuses it unless explicitly allowed; hCaptcha needs its keys', () => {
    const { HCAPTCHA_SITE_KEY: _key, HCAPTCHA_SECRET: _secret, ...withoutKeys } = PRODUCTION_ENV;
    expect(() => readAppConfig({ ...PRODUCTION_ENV, CAPTCHA_PROVIDER: 'local' }, true)).toThrow(
      /: CAPTCHA_PROVIDER=hcaptcha \(the local captcha is a development stand-in; CAPTCHA_ALLOW_LOCAL=true keeps it\)$/,
    );
    expect(
      readAppConfig({ ...PRODUCTION_ENV, CAPTCHA_PROVIDER: 'local', CAPTCHA_ALLOW_LOCAL: 'true' }, true).captcha,
    ).toEqual({ provider: 'local' });
    expect(() => readAppConfig(withoutKeys, true)).toThrow(/: HCAPTCHA_SITE_KEY, HCAPTCHA_SECRET$/);
    expect(readAppConfig(PRODUCTION_ENV, true).captcha).toEqual({
      provider: 'hcaptcha',
      siteKey: 'hcaptcha-site-key',
      secret: 'hcaptcha-secret',
    });
    // Outside production the local challenge needs nothing (npm start).
    expect(readAppConfig({}, false).captcha).toEqual({ provider: 'local' });
  });

  it('given production with the Google sign-in simulator, then it refuses it as it refuses the simulated gateway', () => {
    expect(() => readAppConfig({ ...PRODUCTION_ENV, GOOGLE_SIGN_IN: 'simulator' }, true)).toThrow(
      /missing or invalid configuration: GOOGLE_SIGN_IN=google \(the Google sign-in simulator is for development only\)$/,
    );
    expect(readAppConfig(PRODUCTION_ENV, true).google.provider).toBe('google');
  });

  it('given production with the simulated gateway or a missing secret, then it still refuses', () => {
    expect(() => readAppConfig({ ...PRODUCTION_ENV, GATEWAY_PROVIDER: 'simulated' }, true)).toThrow(
      /missing or invalid configuration: GATEWAY_PROVIDER=razorpay$/,
    );
    const { RAZORPAY_KEY_SECRET: _secret, OTP_PEPPER: _pepper, ...withoutSecrets } = PRODUCTION_ENV;
    expect(() => readAppConfig(withoutSecrets, true)).toThrow(/: RAZORPAY_KEY_SECRET, OTP_PEPPER$/);
  });

  it('given production with the development pepper, a short pepper or the simulated gateway secret, then it refuses them as not real', () => {
    const refusal = (env: Record<string, string>) => () => readAppConfig({ ...PRODUCTION_ENV, ...env }, true);
    const pepper = /: OTP_PEPPER \(at least 32 random characters, not the development pepper\)$/;
    expect(refusal({ OTP_PEPPER: 'nivaas-development-otp-pepper' })).toThrow(pepper);
    expect(refusal({ OTP_PEPPER: 'short-pepper' })).toThrow(pepper);
    expect(refusal({ RAZORPAY_KEY_SECRET: 'nivaas-simulated-gateway-secret' })).toThrow(
      /: RAZORPAY_KEY_SECRET \(not the simulated gateway secret\)$/,
    );
    expect(readAppConfig(PRODUCTION_ENV, true).otpPepper).toBe(PRODUCTION_ENV.OTP_PEPPER);
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
  const sms: Msg91Request[] = [];
  beforeAll(async () => {
    app = (await buildApp({
      inMemory: true,
      production: true,
      env: PRODUCTION_ENV,
      // The queued messages (a reset's) are sent when the test drains the queue.
      messageWorker: false,
      fetch: async (url, init) => {
        if (url === 'https://control.msg91.com/api/v5/flow') sms.push(JSON.parse(String(init.body)) as Msg91Request);
        return Response.json({ type: 'success', message: `req-${sms.length}` });
      },
      warn: () => undefined,
    })) as TestApp;
  }, 120_000);
  const post = (url: string, payload: object) => call(api(), { method: 'POST', url, payload });
  /** The code in the last SMS MSG91 was asked to send to this phone with this template. */
  const codeSentTo = (phone: string, template: string) =>
    sms.filter((m) => m.template_id === template && m.recipients[0]?.['mobiles'] === `91${phone}`).at(-1)
      ?.recipients[0]?.['code'];
  const inbox = async (phone: string) =>
    api().ctx.db.query<{ code: string }>('SELECT code FROM otp_inbox WHERE phone = $1', [phone]);
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
      // The Google sign-in simulator (page, key set, token call) and the PhonePe app simulator (page, SDK stand-in).
      call(api(), { method: 'GET', url: '/api/dev/google/' }),
      call(api(), { method: 'GET', url: '/api/dev/google/certs' }),
      call(api(), {
        method: 'POST',
        url: '/api/dev/google/token',
        payload: { client_id: 'nivaas-web', name: 'A B', email: 'a@example.in' },
      }),
      call(api(), { method: 'GET', url: '/api/dev/phonepe/' }),
      call(api(), { method: 'GET', url: '/api/dev/phonepe/sdk.js' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 404, 404, 404]);
    // Google ID tokens are checked against Google's key set and issuers only.
    expect(api().ctx.googleSimulator).toBeNull();
    expect(api().ctx.googleJwksUrl).toBe('https://www.googleapis.com/oauth2/v3/certs');
    expect(api().ctx.googleIssuers).toEqual(['https://accounts.google.com', 'accounts.google.com']);
    // The API itself is up.
    expect((await call(api(), { method: 'GET', url: '/api/v2/cities/' })).status).toBe(200);
  });

  it('given production, then the OpenAPI document names none of the development routes', async () => {
    const docs = await call(api(), { method: 'GET', url: '/api/docs/json' });
    expect(docs.status).toBe(200);
    const paths = Object.keys(docs.body.paths as Record<string, unknown>);
    expect(paths).toContain('/api/v1/auth/otp/send/');
    expect(paths.filter((p) => p.startsWith('/api/dev/') || p.startsWith('/api/v1/payments/gateway/'))).toEqual(
      // The gateway's signed callback is Razorpay's too, so it stays; its simulated page and button do not.
      ['/api/v1/payments/gateway/callback/'],
    );
  });

  it('given a login in production, then the code goes by SMS through MSG91, never to the inbox, and the outbox keeps it redacted', async () => {
    const phone = '9822200001';
    const sent = await post('/api/v1/auth/otp/send/', { phone_number: phone });
    expect(sent.status).toBe(200);
    const code = codeSentTo(phone, OTP_TEMPLATE);
    expect(code).toMatch(/^\d{6}$/);
    expect(await inbox(phone)).toEqual([]);
    const [row] = await api().ctx.db.query<{ kind: string; body: string; status: string }>(
      'SELECT kind, body, status FROM outbox WHERE mobile = $1',
      [phone],
    );
    expect(row).toEqual({
      kind: 'otp',
      body: 'Nivaas: [redacted] is your login code. It works for 10 minutes. Never share it.',
      status: 'sent',
    });
    // The code from the SMS signs the guest in.
    const verified = await post('/api/v1/auth/otp/verify/', { phone_number: phone, otp: code! });
    expect(verified.status).toBe(200);
    expect(verified.body.token).toEqual(expect.any(String));
  });

  it('given a password reset in production, then its code goes by SMS through MSG91 and never to the inbox', async () => {
    const phone = '9822200002';
    await post('/api/v1/auth/otp/send/', { phone_number: phone });
    const signedIn = await post('/api/v1/auth/otp/verify/', {
      phone_number: phone,
      otp: codeSentTo(phone, OTP_TEMPLATE)!,
    });
    const email = 'reset.prod@example.in';
    expect(
      (await call(api(), { method: 'PUT', url: '/api/v1/profile/', token: signedIn.body.token, payload: { email } }))
        .status,
    ).toBe(200);
    expect((await post('/api/v2/auth/forgot-password/', { email })).body).toEqual({ status: 'sent' });
    await api().ctx.notifications.queue.drain();
    expect(codeSentTo(phone, RESET_TEMPLATE)).toMatch(/^\d{6}$/);
    expect(await inbox(phone)).toEqual([]);
  });

  it('given production without a PhonePe verify URL, then a simulator grant token does not sign anyone in', async () => {
    // The simulator's token shape, signed with the production pepper itself: still no way in.
    const phone = '9822200003';
    const mac = createHmac('sha256', PRODUCTION_ENV.OTP_PEPPER).update(`phonepe:${phone}`).digest('hex');
    const forged = `pp.${phone}.${mac.slice(0, 32)}`;
    const res = await post('/api/v2/auth/login/phonepe/', { token: forged });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('PhonePe sign-in is not available');
    expectErrorBody(res.body);
  });

  it('given a development inbox row left in a production database, then the purge removes it', async () => {
    await api().ctx.db.query(`INSERT INTO otp_inbox (phone, code, sent_at) VALUES ('9822200004', '123456', now())`);
    expect((await purgeExpired(api().ctx)).devInbox).toBe(1);
    expect(await inbox('9822200004')).toEqual([]);
  });
});

describe('the OpenAPI document outside production', () => {
  it('given development, then it lists the development routes (the production test above is not vacuous)', async () => {
    const dev = (await buildApp({ inMemory: true, env: {} })) as TestApp;
    try {
      const paths = Object.keys((await call(dev, { method: 'GET', url: '/api/docs/json' })).body.paths);
      expect(paths).toEqual(
        expect.arrayContaining([
          '/api/dev/otp-inbox/',
          '/api/dev/outbox/',
          '/api/dev/phonepe/grant-token/',
          '/api/dev/phonepe/',
          '/api/dev/phonepe/sdk.js',
          '/api/dev/google/',
          '/api/dev/google/certs',
          '/api/dev/google/token',
          '/api/v1/payments/gateway/checkout/{gatewayOrderId}/',
        ]),
      );
    } finally {
      await dev.close();
    }
  }, 120_000);
});

describe('a failing notification provider', () => {
  let app: TestApp | null = null;
  const warnings: string[] = [];
  const requests: string[] = [];
  /** MSG91 answers until the test takes it down. */
  let down = false;
  beforeAll(async () => {
    app = (await buildApp({
      inMemory: true,
      messageWorker: false,
      env: {
        NOTIFY_SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'msg91-key',
        MSG91_TEMPLATES: 'booking_confirmed:1,balance_paid:2,booking_cancelled:3,password_reset:4,otp:5',
      },
      fetch: async (url) => {
        if (!down) return Response.json({ type: 'success', message: 'req' });
        requests.push(url);
        return new Response('Service Unavailable', { status: 503 });
      },
      warn: (line) => warnings.push(line),
    })) as TestApp;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('given MSG91 down, when a guest books, then the booking stands and the SMS is queued again with its error', async () => {
    const a = app as TestApp;
    // Signed in while MSG91 answered, so pay at hotel needs no OTP here (the OTP SMS is not this test's message).
    const token = await login(a, '9811100001');
    down = true;
    warnings.length = 0;
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
    // The request only queued the SMS: the worker sends it.
    expect(requests).toEqual([]);
    await a.ctx.notifications.queue.drain();
    expect(requests).toEqual(['https://control.msg91.com/api/v5/flow']);
    const rows = await a.ctx.db.query<{
      channel: string;
      status: string;
      provider: string;
      last_error: string;
      attempts: number;
    }>('SELECT channel, status, provider, last_error, attempts FROM outbox WHERE order_id = $1', [
      booked.body.order_id,
    ]);
    // The email went nowhere (the guest gave one, but no email provider is set: it stays in the outbox).
    expect(rows.sort((x, y) => x.channel.localeCompare(y.channel))).toEqual([
      { channel: 'email', status: 'local', provider: 'outbox', last_error: null, attempts: 0 },
      {
        channel: 'sms',
        status: 'queued',
        provider: 'msg91',
        last_error: 'MSG91 answered 503: Service Unavailable',
        attempts: 1,
      },
    ]);
    expect(warnings).toEqual([
      expect.stringContaining(
        `sms booking_confirmed of ${booked.body.order_id} via msg91 failed (attempt 1 of 8): MSG91 answered 503`,
      ),
    ]);
  });

  it('given MSG91 down, when a guest asks for an OTP, then 502 with the error shape (not "sent"), and asking again at once is still 429', async () => {
    const a = app as TestApp;
    down = true;
    warnings.length = 0;
    const ask = () =>
      call(a, { method: 'POST', url: '/api/v1/auth/otp/send/', payload: { phone_number: '9811100002' } });
    const first = await ask();
    expect(first.status).toBe(502);
    expect(first.body.error).toBe('We could not send the OTP by SMS, please try again in 30 seconds');
    expectErrorBody(first.body);
    expect(warnings).toEqual([expect.stringContaining('sms otp via msg91 failed: MSG91 answered 503')]);
    const [row] = await a.ctx.db.query<{ status: string }>(`SELECT status FROM outbox WHERE mobile = '9811100002'`);
    expect(row?.status).toBe('failed');
    // The failed send still counts: a failing provider is no way around the 30 s between sends.
    expect((await ask()).status).toBe(429);
  });
});
