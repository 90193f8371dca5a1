import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { call, expectErrorBody, login, useTestApp } from '../../testing/test-app';

/** A local JWKS endpoint: Google ID tokens in these tests are signed with a key only this file holds. */
let jwksServer: Server;
let jwksUrl = '';
let privateKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwksServer = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/certs`;
});
afterAll(() => new Promise<void>((resolve) => jwksServer.close(() => resolve())));

const googleToken = (
  claims: Record<string, unknown>,
  opts: { aud?: string; iss?: string; exp?: string; key?: CryptoKey } = {},
) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(opts.iss ?? 'https://accounts.google.com')
    .setAudience(opts.aud ?? 'test-client')
    .setIssuedAt()
    .setExpirationTime(opts.exp ?? '10m')
    .sign(opts.key ?? privateKey);

describe('auth calls', () => {
  // A getter: the URL is read when useTestApp builds the app, after the top-level beforeAll started the JWKS server.
  const app = useTestApp({
    googleClientId: 'test-client',
    googleSignIn: 'google',
    get googleJwksUrl() {
      return jwksUrl;
    },
  });
  const post = (url: string, payload?: object) => call(app(), { method: 'POST', url, payload });

  describe('Google login', () => {
    it('logs in with a valid ID token: token in the body and x-auth-token, same user on the next login', async () => {
      const claims = { sub: 'google-123', email: 'priya@example.in', given_name: 'Priya', family_name: 'Nair' };
      const first = await post('/api/v2/auth/login/google/', { token: await googleToken(claims) });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        email: 'priya@example.in',
        first_name: 'Priya',
        last_name: 'Nair',
        token: expect.any(String),
      });
      expect(first.headers['x-auth-token']).toBe(first.body.token);
      expect(first.body.token.length).toBeGreaterThanOrEqual(22);
      const second = await post('/api/v2/auth/login/google/', { token: await googleToken(claims) });
      expect(second.body.id).toBe(first.body.id);
      expect(second.body.token).not.toBe(first.body.token);
      const profile = await call(app(), { method: 'GET', url: '/api/v1/profile/', token: second.body.token });
      expect(profile.body).toMatchObject({ email: 'priya@example.in', firstName: 'Priya' });
    });

    it('refuses a token for another audience, issuer, expired, or signed with another key (401); a short token is 400', async () => {
      const claims = { sub: 'google-456', email: 'x@example.in' };
      const other = await generateKeyPair('RS256');
      const bad = [
        await googleToken(claims, { aud: 'someone-else' }),
        await googleToken(claims, { iss: 'https://evil.example' }),
        await googleToken(claims, { exp: '-1m' }),
        await googleToken(claims, { key: other.privateKey }),
        'not.a.jwt-at-all',
      ];
      for (const token of bad) {
        const res = await post('/api/v2/auth/login/google/', { token });
        expect(res.status).toBe(401);
        expectErrorBody(res.body);
      }
      expect((await post('/api/v2/auth/login/google/', { token: 'short' })).status).toBe(400);
      expect((await post('/api/v2/auth/login/google/', {})).status).toBe(400);
      const [users] = await app().ctx.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM users WHERE google_sub = 'google-456'`,
      );
      expect(users!.n).toBe(0);
    });
  });

  describe('PhonePe login', () => {
    it('exchanges a simulator grant token for a session of that phone; a forged one is 401', async () => {
      const grant = await post('/api/dev/phonepe/grant-token/', { phone: '9816000001' });
      const res = await post('/api/v2/auth/login/phonepe/', { token: grant.body.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ phone_number: '9816000001', first_name: 'Guest' });
      const forged = `pp.9816000002.${'0'.repeat(32)}`;
      const refused = await post('/api/v2/auth/login/phonepe/', { token: forged });
      expect(refused.status).toBe(401);
      expectErrorBody(refused.body);
      expect((await post('/api/v2/auth/login/phonepe/', { token: 'pp' })).status).toBe(400);
    });
  });

  describe('OTP input and logout', () => {
    it('refuses malformed phones and codes (400), and an unknown inbox is 404', async () => {
      for (const phone_number of ['12345', '5123456789', '98765432100', ''])
        expect((await post('/api/v1/auth/otp/send/', { phone_number })).status).toBe(400);
      expect((await post('/api/v1/auth/otp/send/', { phone_number: '9816000004', country_code: '91' })).status).toBe(
        400,
      );
      expect((await post('/api/v1/auth/otp/verify/', { phone_number: '9816000004', otp: '12345' })).status).toBe(400);
      expect((await call(app(), { method: 'GET', url: '/api/dev/otp-inbox/?phone=9816000009' })).status).toBe(404);
    });

    it('resend: 429 within 30 s, then a new code (the old one dies), at most 6 times; a bad phone is 400', async () => {
      const phone = '9816000006';
      const inbox = async () =>
        (await call(app(), { method: 'GET', url: `/api/dev/otp-inbox/?phone=${phone}` })).body.otp as string;
      // Instead of waiting 30 s: move the last send back in time.
      const age = () =>
        app().ctx.db.query(`UPDATE otps SET last_sent_at = now() - interval '31 seconds' WHERE phone = $1`, [phone]);
      expect((await post('/api/v1/auth/otp/send/', { phone_number: phone })).body).toMatchObject({
        status: 'sent',
        resend_after_ms: 30_000,
        resends_left: 6,
        expires_in_s: 600,
      });
      const first = await inbox();
      const early = await post('/api/v1/auth/otp/resend/', { phone_number: phone });
      expect(early.status).toBe(429);
      expectErrorBody(early.body);
      for (let left = 5; left >= 0; left--) {
        await age();
        expect((await post('/api/v1/auth/otp/resend/', { phone_number: phone })).body.resends_left).toBe(left);
      }
      await age();
      expect((await post('/api/v1/auth/otp/resend/', { phone_number: phone })).status).toBe(429);
      const latest = await inbox();
      if (latest !== first)
        expect((await post('/api/v1/auth/otp/verify/', { phone_number: phone, otp: first })).status).toBe(400);
      expect((await post('/api/v1/auth/otp/verify/', { phone_number: phone, otp: latest })).status).toBe(200);
      expect((await post('/api/v1/auth/otp/resend/', { phone_number: '123' })).status).toBe(400);
    });

    it('logout invalidates the token (401 afterwards) and needs one', async () => {
      const token = await login(app(), '9816000005');
      expect((await call(app(), { method: 'GET', url: '/api/v1/profile/', token })).status).toBe(200);
      expect((await call(app(), { method: 'GET', url: '/api/v2/auth/logout/', token })).body).toEqual({ status: 'ok' });
      expect((await call(app(), { method: 'GET', url: '/api/v1/profile/', token })).status).toBe(401);
      expect((await call(app(), { method: 'GET', url: '/api/v2/auth/logout/', token })).status).toBe(401);
      expect((await call(app(), { method: 'GET', url: '/api/v2/auth/logout/' })).status).toBe(401);
    });
  });
});
