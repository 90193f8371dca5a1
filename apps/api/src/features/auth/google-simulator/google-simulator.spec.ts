import { randomUUID } from 'node:crypto';
import { decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { buildApp } from '../../../app';
import { readAppConfig } from '../../../app-config';
import { call, expectErrorBody, type TestApp } from '../../../testing/test-app';
import { GOOGLE_SIMULATOR_ISSUER } from '../google-sign-in-config';
import { createGoogleSimulatorKeys, simulatedSubject } from './google-simulator-keys';

/**
 * Google sign-in a newcomer can try. The simulator signs RS256 ID tokens with a local key pair; the API
 * verifies them with the code that verifies Google's (jose's createRemoteJWKSet and jwtVerify), fetching the key
 * set from its own /api/dev/google/certs over HTTP, as it would fetch Google's; only the URL and issuer differ.
 */
let app: TestApp;
let pair: Awaited<ReturnType<typeof generateKeyPair>> & { kid: string };
const CLIENT = 'nivaas-web';

beforeAll(async () => {
  pair = { ...(await generateKeyPair('RS256', { extractable: true })), kid: randomUUID() };
  app = (await buildApp({
    inMemory: true,
    env: {},
    googleSimulatorKeys: await createGoogleSimulatorKeys({ pair }),
  })) as TestApp;
  // The key set is fetched from the API's own address, as Google's is fetched from Google.
  await app.listen({ host: '127.0.0.1', port: 0 });
}, 120_000);
afterAll(() => app.close());

const tokenFor = (payload: Record<string, unknown>) =>
  call(app, { method: 'POST', url: '/api/dev/google/token', payload });
const signIn = (token: string) => call(app, { method: 'POST', url: '/api/v2/auth/login/google/', payload: { token } });
/** A token the simulator would never issue: signed here, with any key, issuer and lifetime. */
const forged = (opts: { key?: CryptoKey; kid?: string; iss?: string; exp?: number; aud?: string }) =>
  new SignJWT({ email: 'forged@example.in', given_name: 'For', family_name: 'Ged' })
    .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? pair.kid })
    .setIssuer(opts.iss ?? GOOGLE_SIMULATOR_ISSUER)
    .setAudience(opts.aud ?? CLIENT)
    .setSubject('123456789012345678901')
    .setIssuedAt()
    .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 600)
    .sign(opts.key ?? pair.privateKey);

describe('the Google sign-in simulator (development)', () => {
  it("given its page, then it is the account chooser with a policy of its own, and its key set is shaped as Google's", async () => {
    const page = await app.inject('/api/dev/google/?client_id=nivaas-web');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sign in with Google (simulator)');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect((await app.inject('/api/dev/google/simulator.js')).headers['content-type']).toContain('javascript');
    const certs = await call(app, { method: 'GET', url: '/api/dev/google/certs' });
    expect(certs.body.keys).toEqual([expect.objectContaining({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: pair.kid })]);
    expect(certs.body.keys[0]).not.toHaveProperty('d');
  });

  it('given an account chosen, then an RS256 ID token signs the visitor in, the same user each time', async () => {
    const issued = await tokenFor({ client_id: CLIENT, name: 'Asha Rao', email: 'asha.rao@example.in' });
    expect(issued.status).toBe(200);
    expect(decodeProtectedHeader(issued.body.credential)).toMatchObject({ alg: 'RS256', kid: pair.kid });
    const first = await signIn(issued.body.credential);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ email: 'asha.rao@example.in', first_name: 'Asha', last_name: 'Rao' });
    const again = await tokenFor({ client_id: CLIENT, name: 'Asha Rao', email: 'Asha.Rao@example.in ' });
    expect((await signIn(again.body.credential)).body.id).toBe(first.body.id);
    expect(simulatedSubject('asha.rao@example.in')).toMatch(/^\d{21}$/);
  });

  it('given a token signed by another key, for another issuer or audience, or expired, then 401 in the error shape', async () => {
    const other = await generateKeyPair('RS256');
    const refused = [
      await forged({ key: other.privateKey }),
      await forged({ key: other.privateKey, kid: 'another-key' }),
      await forged({ iss: 'https://accounts.google.com' }),
      await forged({ aud: 'someone-else' }),
      await forged({ exp: Math.floor(Date.now() / 1000) - 60 }),
    ];
    for (const token of refused) {
      const answer = await signIn(token);
      expect([answer.status, answer.body.error]).toEqual([401, 'Google sign-in failed']);
      expectErrorBody(answer.body);
    }
    // The simulator's own token, made an hour and more ago, has expired too.
    const past = await createGoogleSimulatorKeys({ pair, now: () => new Date(Date.now() - 2 * 3600_000) });
    expect((await signIn(await past.signIdToken(CLIENT, { name: 'Old Token', email: 'old@example.in' }))).status).toBe(
      401,
    );
    // Control: the same forging code with the simulator's key, issuer and audience passes.
    expect((await signIn(await forged({}))).status).toBe(200);
  });

  it('given another client id, a blank name or a malformed email, then no token (400)', async () => {
    expect((await tokenFor({ client_id: 'someone-else', name: 'A', email: 'a@example.in' })).status).toBe(400);
    const blank = await tokenFor({ client_id: CLIENT, name: ' ', email: 'not-an-email' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual(['Enter a name', 'Enter an email address like name@example.com']);
  });
});

describe('Google sign-in configuration', () => {
  it('given development, then the simulator by default; production refuses it and defaults to Google', () => {
    expect(readAppConfig({}, false).google).toMatchObject({
      provider: 'simulator',
      issuers: [GOOGLE_SIMULATOR_ISSUER],
    });
    expect(readAppConfig({ GOOGLE_SIGN_IN: 'google' }, false).google).toMatchObject({
      provider: 'google',
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      issuers: ['https://accounts.google.com', 'accounts.google.com'],
    });
    expect(() => readAppConfig({ GOOGLE_SIGN_IN: 'facebook' }, false)).toThrow(
      /GOOGLE_SIGN_IN=facebook is not supported/,
    );
    expect(() => readAppConfig({ GOOGLE_SIGN_IN: 'simulator' }, true)).toThrow(
      /GOOGLE_SIGN_IN=google \(the Google sign-in simulator is for development only\)/,
    );
  });

  it('given an API that does not listen (no key set to fetch), then the simulator token is a 502, not a 500', async () => {
    const idle = (await buildApp({ inMemory: true, env: {} })) as TestApp;
    try {
      const token = await idle.ctx.googleSimulator?.signIdToken(CLIENT, { name: 'A B', email: 'a@example.in' });
      const answer = await call(idle, { method: 'POST', url: '/api/v2/auth/login/google/', payload: { token } });
      expect(answer.status).toBe(502);
    } finally {
      await idle.close();
    }
  }, 120_000);
});
