import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPair, SignJWT } from 'jose';
import { call, expectErrorBody, useTestApp } from '../../testing/test-app';

/**
 * The sign-in providers failing, faked by a local server that answers as told: PhonePe's verify
 * endpoint and Google's key set. A provider that fails is a 502 in the error shape (the site says
 * "try again"), never a 500; a provider that refuses the token is still the visitor's 401.
 */
type Answer = { status: number; body: string } | 'hang-up';
let answer: Answer = { status: 200, body: '{}' };
let upstream: Server;
let base = '';

beforeAll(async () => {
  upstream = createServer((req, res) => {
    req.resume();
    if (answer === 'hang-up') return req.socket.destroy();
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

describe('sign-in providers failing', () => {
  // Getters: the URLs are read when useTestApp builds the app, after beforeAll started the server.
  const app = useTestApp({
    googleClientId: 'test-client',
    googleSignIn: 'google',
    get googleJwksUrl() {
      return `${base}/certs`;
    },
    get phonepeVerifyUrl() {
      return `${base}/verify`;
    },
  });
  const phonepe = (token = 'pp-grant-token-1234') =>
    call(app(), { method: 'POST', url: '/api/v2/auth/login/phonepe/', payload: { token } });
  const expect502 = (res: { status: number; body: unknown }, provider: string) => {
    expect(res.status).toBe(502);
    expectErrorBody(res.body);
    expect((res.body as { error: string }).error).toContain(provider);
  };

  it('given PhonePe down (5xx), hanging up, or answering something that is not its contract, then 502', async () => {
    const failures: Answer[] = [
      { status: 503, body: '{"message":"maintenance"}' },
      'hang-up',
      { status: 200, body: '<html>not json</html>' },
      { status: 200, body: '{"id":"pp-1"}' },
      { status: 200, body: 'null' },
    ];
    for (const failure of failures) {
      answer = failure;
      expect502(await phonepe(), 'PhonePe');
    }
  });

  it('given PhonePe refusing the token (4xx), then 401; given it vouching for a phone, then signed in', async () => {
    answer = { status: 401, body: '{"message":"bad token"}' };
    const refused = await phonepe();
    expect(refused.status).toBe(401);
    expectErrorBody(refused.body);
    answer = { status: 200, body: '{"id":"pp-user-7","phone":"9818000007","name":"Asha"}' };
    const ok = await phonepe();
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ phone_number: '9818000007', token: expect.any(String) });
  });

  it('given Google keys unreachable or not a key set, then 502; a token that is not a JWT stays 401', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const token = await new SignJWT({ sub: 'google-9' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer('https://accounts.google.com')
      .setAudience('test-client')
      .setExpirationTime('10m')
      .sign(privateKey);
    const google = (t: string) =>
      call(app(), { method: 'POST', url: '/api/v2/auth/login/google/', payload: { token: t } });
    for (const failure of [
      { status: 500, body: 'oops' },
      'hang-up',
      { status: 200, body: '{"nokeys":true}' },
    ] as Answer[]) {
      answer = failure;
      expect502(await google(token), 'Google');
    }
    const notJwt = await google('not.a.jwt-at-all');
    expect(notJwt.status).toBe(401);
  });
});

describe('the Google simulator before the API listens', () => {
  const app = useTestApp();

  it('given a token that is not a JWT, then the visitor is told (400 by the contract, 401 past it), never 502', async () => {
    for (const token of [' 1N__lookupS', 'a.b', 'not.a.jwt-at-all']) {
      const res = await call(app(), { method: 'POST', url: '/api/v2/auth/login/google/', payload: { token } });
      expect([400, 401]).toContain(res.status);
      expectErrorBody(res.body);
    }
  });
});
