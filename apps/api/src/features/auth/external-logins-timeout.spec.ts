import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPair, SignJWT } from 'jose';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import {
  exchangePhonepeToken,
  GOOGLE_JWKS_TIMEOUT_MS,
  PHONEPE_VERIFY_TIMEOUT_MS,
  verifyGoogleToken,
} from './external-logins';

/** A server that takes every request and never answers (a provider hanging). */
describe('sign-in providers that never answer', () => {
  let server: Server;
  let url = '';
  const hanging = new Set<import('node:http').ServerResponse>();

  beforeAll(async () => {
    server = createServer((_req, res) => {
      hanging.add(res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });

  afterAll(async () => {
    for (const res of hanging) res.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('waits 5 s by default for each', () => {
    expect(GOOGLE_JWKS_TIMEOUT_MS).toBe(5000);
    expect(PHONEPE_VERIFY_TIMEOUT_MS).toBe(5000);
  });

  it("given Google's key set never answers, then the sign-in fails within the timeout with a 502", async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const token = await new SignJWT({ email: 'a@example.in' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setSubject('g-1')
      .setIssuer('https://accounts.google.com')
      .setAudience('client')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    const ctx = {
      googleJwksUrl: `${url}certs`,
      googleIssuers: ['https://accounts.google.com'],
      googleClientId: 'client',
    } as unknown as AppContext;
    const started = Date.now();
    const error = await verifyGoogleToken(ctx, token, 150).catch((e: unknown) => e);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(90);
    expect(elapsed).toBeLessThan(2000);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 502, message: expect.stringMatching(/Google sign-in is not available/) });
  });

  it("given PhonePe's verify endpoint never answers, then the sign-in fails within the timeout with a 502", async () => {
    const started = Date.now();
    const error = await exchangePhonepeToken(`${url}verify`, 'grant-token', 150).catch((e: unknown) => e);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(90);
    expect(elapsed).toBeLessThan(2000);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      statusCode: 502,
      message: expect.stringMatching(/PhonePe sign-in is not available/),
    });
  });
});
