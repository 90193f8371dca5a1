import { createNotifications, type Notifier, type OutgoingMessage } from '../notifications';
import { call, expectErrorBody, login, useTestApp, type TestApp } from '../../testing/test-app';

/**
 * Password reset by link and code: the link by email, the 6-digit code by SMS (email when
 * no phone), a status call, and a reset that signs in. The app clock is moved for the 1-hour expiry.
 */
describe('password reset links', () => {
  let clock: Date | null = null;
  const app = useTestApp({ now: () => clock ?? new Date() });
  afterEach(() => {
    clock = null;
  });
  const post = (url: string, payload?: object) => call(app(), { method: 'POST', url, payload });
  const status = (token: string) => call(app(), { method: 'GET', url: `/api/v2/auth/reset-password/${token}/` });
  const reset = (token: string, code: string, password = 'secret-pass-1', confirm = password) =>
    post('/api/v2/auth/reset-password/', { reset_token: token, password, confirm, verification_code: code });
  const outbox = async (to: string) =>
    (await call(app(), { method: 'GET', url: `/api/dev/outbox/?to=${encodeURIComponent(to)}` })).body.data as {
      channel: string;
      kind: string;
      to: string;
      subject: string;
      body: string;
      links: Record<string, string>;
    }[];
  /** A member with this phone and email (signed in once through the OTP flow, then the profile). */
  const member = async (phone: string, email: string) => {
    const token = await login(app(), phone);
    const res = await call(app(), { method: 'PUT', url: '/api/v1/profile/', token, payload: { email } });
    expect(res.status).toBe(200);
  };
  /** Asks for a reset and reads the link's token from the email and the code from the SMS outbox. */
  const ask = async (email: string, phone: string | null) => {
    expect((await post('/api/v2/auth/forgot-password/', { email })).body).toEqual({ status: 'sent' });
    const mails = (await outbox(email)).filter((m) => m.kind === 'password_reset');
    const linkMail = mails.find((m) => m.links['reset_password'])!;
    const token = /^\/user\/reset-password\/([A-Za-z0-9_-]{43})\/$/.exec(linkMail.links['reset_password']!)![1]!;
    const codeMessage = phone
      ? (await outbox(phone)).find((m) => m.kind === 'password_reset')!
      : mails.find((m) => !m.links['reset_password'])!;
    const code = /\b(\d{6})\b/.exec(codeMessage.body)![1]!;
    return { token, code, linkMail, codeMessage };
  };
  const GONE = 'This reset link is invalid or has expired';
  const expectGone = (res: { status: number; body: { error: string } }) => {
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(GONE);
    expectErrorBody(res.body);
  };

  it('given an unknown email, then the same answer and nothing is sent', async () => {
    expect((await post('/api/v2/auth/forgot-password/', { email: 'nobody.at.all@example.in' })).body).toEqual({
      status: 'sent',
    });
    expect(await outbox('nobody.at.all@example.in')).toEqual([]);
    expect((await post('/api/v2/auth/forgot-password/', { email: 'not-an-email' })).status).toBe(400);
  });

  it('given a member with a phone, then the link goes by email and the code by SMS (and the dev OTP inbox); status says where', async () => {
    await member('9817000001', 'link.one@example.in');
    const { token, code, linkMail, codeMessage } = await ask('Link.One@example.in', '9817000001');
    expect(linkMail).toMatchObject({
      channel: 'email',
      to: 'link.one@example.in',
      links: { reset_password: `/user/reset-password/${token}/` },
    });
    expect(linkMail.body).toContain(`/user/reset-password/${token}/`);
    expect(linkMail.body).not.toContain(code);
    expect(codeMessage).toMatchObject({ channel: 'sms', to: '+919817000001', links: {} });
    expect(codeMessage.body).not.toContain(token);
    const inbox = await call(app(), { method: 'GET', url: '/api/dev/otp-inbox/?phone=9817000001' });
    expect(inbox.body.otp).toBe(code);

    const before = Date.now();
    const res = await status(token);
    expect(res.status).toBe(200);
    expect(res.body.code_sent_to).toBe('SMS to +91 ******0001');
    const expires = new Date(res.body.expires_at).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 60 * 60_000 - 5_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 60 * 60_000);
  });

  it('stores only keyed hashes: neither the token nor the code is in the table', async () => {
    await member('9817000002', 'hash.me@example.in');
    const { token, code } = await ask('hash.me@example.in', '9817000002');
    const rows = await app().ctx.db.query<Record<string, unknown>>(
      `SELECT r.* FROM password_resets r JOIN users u ON u.id = r.user_id WHERE u.phone = '9817000002'`,
    );
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(code);
    expect(rows[0]!['token_hash']).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!['code_hash']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('given different passwords, then 400; a wrong code 400 that counts; the right one sets the password, signs in and ends the link', async () => {
    await member('9817000003', 'reset.me@example.in');
    const { token, code } = await ask('reset.me@example.in', '9817000003');
    const mismatch = await reset(token, code, 'secret-pass-1', 'secret-pass-2');
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ error: 'Passwords do not match', errors: ['confirm must equal password'] });
    const wrong = await reset(token, code === '000000' ? '000001' : '000000');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      error: 'Wrong verification code',
      errors: ['verification_code is wrong: 4 tries left'],
    });
    const ok = await reset(token, code);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      phone_number: '9817000003',
      email: 'reset.me@example.in',
      token: expect.any(String),
    });
    expect(ok.headers['x-auth-token']).toBe(ok.body.token);
    const me = await call(app(), { method: 'GET', url: '/api/v1/profile/', token: ok.body.token });
    expect(me.status).toBe(200);
    const [user] = await app().ctx.db.query<{ password_hash: string }>(
      `SELECT password_hash FROM users WHERE phone = '9817000003'`,
    );
    expect(user!.password_hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(user!.password_hash).not.toContain('secret-pass-1');
    expectGone(await status(token));
    expectGone(await reset(token, code, 'secret-pass-3'));
  });

  it('given 5 wrong codes, then the 5th ends the link: even the right code is 404 after it', async () => {
    await member('9817000004', 'five.wrong@example.in');
    const { token, code } = await ask('five.wrong@example.in', '9817000004');
    const wrongCode = code === '111111' ? '222222' : '111111';
    for (let i = 1; i <= 5; i++) {
      const res = await reset(token, wrongCode);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Wrong verification code');
      expect(res.body.errors).toEqual([
        i < 5
          ? `verification_code is wrong: ${5 - i} ${5 - i === 1 ? 'try' : 'tries'} left`
          : 'verification_code is wrong: this link has ended, ask for a new one',
      ]);
    }
    expectGone(await status(token));
    expectGone(await reset(token, code));
  });

  it('given the hour has passed (app clock), then the link is 404; a second request ends the first link', async () => {
    await member('9817000005', 'late.reset@example.in');
    const first = await ask('late.reset@example.in', '9817000005');
    const second = await ask('late.reset@example.in', '9817000005');
    expect(second.token).not.toBe(first.token);
    expectGone(await status(first.token));
    expectGone(await reset(first.token, first.code));
    clock = new Date(Date.now() + 60 * 60_000 - 60_000);
    expect((await status(second.token)).status).toBe(200);
    clock = new Date(Date.now() + 60 * 60_000 + 1_000);
    expectGone(await status(second.token));
    expectGone(await reset(second.token, second.code));
  });

  it('given a member without a phone, then the code comes by email too, and the status says so', async () => {
    await app().ctx.db.query(`INSERT INTO users (email, first_name) VALUES ('ravi.nophone@example.in', 'Ravi')`);
    const { token, code, linkMail, codeMessage } = await ask('ravi.nophone@example.in', null);
    expect(linkMail).toMatchObject({ channel: 'email', kind: 'password_reset' });
    expect(linkMail.body).toContain('Hello Ravi,');
    expect(codeMessage).toMatchObject({
      channel: 'email',
      to: 'ravi.nophone@example.in',
      kind: 'password_reset',
      links: {},
    });
    expect(codeMessage.body).not.toContain(token);
    expect((await status(token)).body.code_sent_to).toBe('email to r***@example.in');
    expect((await reset(token, code)).status).toBe(200);
  });

  it('given a malformed token, code or short password, then 400; an unknown token 404', async () => {
    await member('9817000006', 'bad.input@example.in');
    const { token, code } = await ask('bad.input@example.in', '9817000006');
    for (const bad of [
      { reset_token: 'short', password: 'secret-pass-1', confirm: 'secret-pass-1', verification_code: code },
      { reset_token: token, password: 'secret-pass-1', confirm: 'secret-pass-1', verification_code: '12345' },
      { reset_token: token, password: 'secret-pass-1', confirm: 'secret-pass-1', verification_code: '12345a' },
      { reset_token: token, password: 'short', confirm: 'short', verification_code: code },
      { password: 'secret-pass-1', confirm: 'secret-pass-1', verification_code: code },
    ]) {
      const res = await post('/api/v2/auth/reset-password/', bad);
      expect(res.status).toBe(400);
      expectErrorBody(res.body);
    }
    expect((await status('bad!token')).status).toBe(400);
    expectGone(await status('A'.repeat(43)));
    expectGone(await reset('A'.repeat(43), code));
    // None of that counted against the real link.
    expect((await reset(token, code)).status).toBe(200);
  });

  it('given production (redactSecrets), then the provider gets the link and code but the outbox row keeps neither', async () => {
    const sent: OutgoingMessage[] = [];
    const fake: Notifier = {
      provider: 'fake',
      send: async (m) => {
        sent.push(m);
        return { provider: 'fake', providerMessageId: `id-${sent.length}` };
      },
    };
    const a: TestApp = app();
    const notifications = createNotifications({
      db: a.ctx.db,
      siteUrl: 'https://www.example.in',
      brand: 'Nivaas',
      providers: { sms: fake, email: fake, whatsapp: null },
      warn: () => undefined,
      redactSecrets: true,
    });
    const token = 'T'.repeat(43);
    await notifications.sendPasswordReset({
      name: 'Asha',
      email: 'redact.me@example.in',
      phone: '9817000009',
      token,
      code: '424242',
    });
    expect(sent).toEqual([]); // queued: the worker sends it
    await notifications.queue.drain();
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(sent.find((m) => m.channel === 'email')!.body).toContain(
      `https://www.example.in/user/reset-password/${token}/`,
    );
    expect(sent.find((m) => m.channel === 'sms')!.vars).toMatchObject({ code: '424242' });
    const rows = await a.ctx.db.query<{ body: string; links: Record<string, string>; status: string }>(
      `SELECT body, links, status FROM outbox WHERE "to" IN ('redact.me@example.in', '+919817000009')`,
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.status).toBe('sent');
      expect(JSON.stringify(row)).not.toContain(token);
      expect(JSON.stringify(row)).not.toContain('424242');
    }
    expect(rows.map((r) => r.links['reset_password']).filter(Boolean)).toEqual(['/user/reset-password/[redacted]/']);
  });
});
