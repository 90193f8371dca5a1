import { randomInt } from 'node:crypto';
import { localCaptchaToken } from '@nivaas/domain/sign-in';
import { call, expectErrorBody, useTestApp, type TestApp } from '../../../testing/test-app';
import { createCaptcha } from './captcha';

/**
 * Docs/rules.md 4 (the OTP state holds captcha success or failure): after repeated failures (the third wrong
 * code, the resends used up) another code needs a passed check. The local adapter's challenges are stored, used
 * once, and checked by any instance; a passed check gives a fresh code at once.
 */
const send = (app: TestApp, phone: string, captcha_token?: string) =>
  call(app, {
    method: 'POST',
    url: '/api/v1/auth/otp/send/',
    payload: { phone_number: phone, ...(captcha_token === undefined ? {} : { captcha_token }) },
  });
const verify = (app: TestApp, phone: string, otp: string) =>
  call(app, { method: 'POST', url: '/api/v1/auth/otp/verify/', payload: { phone_number: phone, otp } });
const inbox = async (app: TestApp, phone: string) =>
  (await call(app, { method: 'GET', url: `/api/dev/otp-inbox/?phone=${phone}` })).body.otp as string;
const challenge = async (app: TestApp) => {
  const answer = await call(app, { method: 'POST', url: '/api/v1/auth/captcha/' });
  expect(answer.status).toBe(200);
  return answer.body as { provider: 'local'; id: string; question: { a: number; b: number }; expires_in_s: number };
};
const solved = (c: { id: string; question: { a: number; b: number } }) =>
  localCaptchaToken(c.id, String(c.question.a + c.question.b));
const wrong = (real: string) => String((Number(real) + 1 + randomInt(0, 999_998)) % 1_000_000).padStart(6, '0');

async function lockedPhone(app: TestApp, phone: string): Promise<string> {
  expect((await send(app, phone)).status).toBe(200);
  const real = await inbox(app, phone);
  const answers = [];
  for (let i = 0; i < 3; i++) answers.push(await verify(app, phone, wrong(real)));
  expect(answers.map((a) => a.status)).toEqual([400, 400, 400]);
  // The third wrong code says a check comes next; the first two do not.
  expect(answers.map((a) => a.body.code)).toEqual([undefined, undefined, 'captcha_required']);
  return real;
}

describe('the captcha step of the OTP flow (local adapter)', () => {
  const app = useTestApp({ env: {} });

  it('given a challenge, then it is a sum of two numbers from 1 to 9, with an id and a few minutes to answer', async () => {
    const c = await challenge(app());
    expect(c.provider).toBe('local');
    expect(c.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    for (const n of [c.question.a, c.question.b]) expect(n >= 1 && n <= 9).toBe(true);
    expect(c.expires_in_s).toBe(300);
  });

  it('given a code locked by 3 wrong tries, then another send is 429 captcha_required until a passed check gives a fresh code', async () => {
    const phone = '9835000001';
    const locked = await lockedPhone(app(), phone);
    const refused = await send(app(), phone);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('captcha_required');
    expect(refused.body.error).toMatch(/^Too many incorrect attempts, please request a new OTP in \d+ minutes?$/);
    // A verify of the locked code says the same.
    expect((await verify(app(), phone, locked)).body.code).toBe('captcha_required');

    const ok = await send(app(), phone, solved(await challenge(app())));
    expect(ok.status).toBe(200);
    const fresh = await inbox(app(), phone);
    expect(fresh).not.toBe(locked);
    // A fresh count: two wrong tries, then the right code signs in.
    for (let i = 0; i < 2; i++) expect((await verify(app(), phone, wrong(fresh))).status).toBe(400);
    expect((await verify(app(), phone, fresh)).status).toBe(200);
  });

  it('given a wrong answer, then 400 captcha_failed, and that challenge is spent: its right answer fails too', async () => {
    const phone = '9835000002';
    await lockedPhone(app(), phone);
    const c = await challenge(app());
    const right = c.question.a + c.question.b;
    const failed = await send(app(), phone, localCaptchaToken(c.id, String(right + 1)));
    expect(failed.status).toBe(400);
    expect(failed.body.code).toBe('captcha_failed');
    expectErrorBody({ error: failed.body.error, errors: failed.body.errors });
    expect((await send(app(), phone, solved(c))).body.code).toBe('captcha_failed');
    // Nor is a malformed token or an unknown id a way in.
    expect((await send(app(), phone, 'not-a-token')).body.code).toBe('captcha_failed');
    expect((await send(app(), phone, localCaptchaToken('A'.repeat(22), '7'))).body.code).toBe('captcha_failed');
    expect((await send(app(), phone)).body.code).toBe('captcha_required');
  });

  it('given an expired challenge, then it does not pass', async () => {
    const phone = '9835000003';
    await lockedPhone(app(), phone);
    const c = await challenge(app());
    await app().ctx.db.query(`UPDATE captcha_challenges SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      c.id,
    ]);
    expect((await send(app(), phone, solved(c))).body.code).toBe('captcha_failed');
  });

  it('given the resends used up, then the next one is 429 captcha_required; a passed check sends a fresh code', async () => {
    const phone = '9835000004';
    expect((await send(app(), phone)).status).toBe(200);
    await app().ctx.db.query(
      `UPDATE otps SET resends = 6, last_sent_at = now() - interval '31 seconds' WHERE phone = $1`,
      [phone],
    );
    const resend = (token?: string) =>
      call(app(), {
        method: 'POST',
        url: '/api/v1/auth/otp/resend/',
        payload: { phone_number: phone, ...(token ? { captcha_token: token } : {}) },
      });
    const capped = await resend();
    expect([capped.status, capped.body.code]).toEqual([429, 'captcha_required']);
    const ok = await resend(solved(await challenge(app())));
    expect(ok.status).toBe(200);
    expect(ok.body.resends_left).toBe(6);
  });

  it('given the 30 s between sends, then that wait is no captcha matter (429 without the code)', async () => {
    const phone = '9835000005';
    expect((await send(app(), phone)).status).toBe(200);
    const early = await send(app(), phone);
    expect(early.status).toBe(429);
    expect(early.body.code).toBeUndefined();
  });

  it('given a challenge issued by one instance, then another (same database, same pepper) checks it: nothing is held in memory', async () => {
    const c = await challenge(app());
    const other = createCaptcha({ provider: 'local' }, { db: app().ctx.db, pepper: app().ctx.otpPepper, fetch });
    expect(await other.verify(solved(c), '127.0.0.1')).toBe(true);
    expect(await app().ctx.captcha.verify(solved(c), '127.0.0.1')).toBe(false);
  });
});

describe('the hCaptcha provider', () => {
  const asked: { url: string; body: URLSearchParams }[] = [];
  let answer: () => Response = () => Response.json({ success: true });
  const fakeFetch = async (url: string, init: RequestInit) => {
    asked.push({ url, body: new URLSearchParams(String(init.body)) });
    return answer();
  };
  const app = useTestApp({
    env: { CAPTCHA_PROVIDER: 'hcaptcha', HCAPTCHA_SITE_KEY: 'site-key-123', HCAPTCHA_SECRET: 'hc-secret' },
    fetch: fakeFetch,
  });

  it("given hCaptcha, then the challenge is its site key and a send's token is verified server-side with the secret", async () => {
    expect((await call(app(), { method: 'POST', url: '/api/v1/auth/captcha/' })).body).toEqual({
      provider: 'hcaptcha',
      site_key: 'site-key-123',
    });
    const phone = '9835000101';
    await lockedPhone(app(), phone);
    const ok = await send(app(), phone, 'P1_hcaptcha-response-token');
    expect(ok.status).toBe(200);
    const check = asked.find((a) => a.url === 'https://api.hcaptcha.com/siteverify');
    expect(Object.fromEntries(check?.body ?? [])).toEqual({
      secret: 'hc-secret',
      response: 'P1_hcaptcha-response-token',
      sitekey: 'site-key-123',
      remoteip: '127.0.0.1',
    });
  });

  it('given hCaptcha saying no, then captcha_failed; given it down or answering nonsense, then 502, never a pass', async () => {
    const phone = '9835000102';
    await lockedPhone(app(), phone);
    answer = () => Response.json({ success: false, 'error-codes': ['invalid-input-response'] });
    expect((await send(app(), phone, 'P1_bad-token')).body.code).toBe('captcha_failed');
    for (const failing of [() => new Response('oops', { status: 500 }), () => new Response('<html>')]) {
      answer = failing;
      const down = await send(app(), phone, 'P1_some-token');
      expect(down.status).toBe(502);
    }
    expect((await send(app(), phone)).body.code).toBe('captcha_required');
  });
});
