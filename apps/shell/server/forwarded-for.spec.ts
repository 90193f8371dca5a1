/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createShellServer } from './create-shell-server';
import { parseTrustProxy } from './forwarded-for';
import { testServerConfig } from './testing/test-server-config';

/**
 * The /api/ proxy tells the API who the client is (X-Forwarded-For), and a browser cannot put words in its
 * mouth: the API trusts one hop from this proxy, so whatever the browser typed must not reach it.
 */
describe('the /api/ proxy and the client address', () => {
  let upstream: Server;
  let seen: IncomingHttpHeaders[] = [];
  const dist = mkdtempSync(join(tmpdir(), 'shell-xff-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>');

  beforeAll(async () => {
    upstream = createServer((request, response) => {
      seen.push(request.headers);
      response.setHeader('content-type', 'application/json');
      response.end('{"status":"ok"}');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));
  beforeEach(() => {
    seen = [];
  });

  const shell = (trustProxy?: string) =>
    createShellServer(
      testServerConfig(dist, `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, {
        ...(trustProxy === undefined ? {} : { trustProxy: parseTrustProxy(trustProxy) }),
      }),
    );

  it('sends the address it saw as X-Forwarded-For, replacing what the browser typed (and its Forwarded header)', async () => {
    const app = await shell();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/otp/send/',
      remoteAddress: '203.0.113.5',
      headers: {
        'x-forwarded-for': '10.0.0.1, 10.0.0.2',
        forwarded: 'for=10.0.0.3',
        'content-type': 'application/json',
      },
      payload: { phone_number: '9833000001' },
    });
    await app.close();
    expect(res.statusCode).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.['x-forwarded-for']).toBe('203.0.113.5');
    expect(seen[0]?.forwarded).toBeUndefined();
  });

  it('names the client when the browser sent no such header', async () => {
    const app = await shell();
    await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '198.51.100.23' });
    await app.close();
    expect(seen[0]?.['x-forwarded-for']).toBe('198.51.100.23');
  });

  describe('behind trusted proxies (TRUST_PROXY)', () => {
    const send = async (trustProxy: string | undefined, remoteAddress: string, forwardedFor?: string) => {
      const app = await shell(trustProxy);
      await app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress,
        ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
      });
      await app.close();
      return seen.at(-1)?.['x-forwarded-for'];
    };

    it('given the default (loopback) and a proxy on the same machine, then the visitor it names is passed on', async () => {
      expect(await send(undefined, '127.0.0.1', '203.0.113.40')).toBe('203.0.113.40');
    });

    it('given HAProxy trusted, then each visitor is passed on, not the balancer', async () => {
      expect(await send('10.0.0.0/8', '10.0.0.2', '203.0.113.41')).toBe('203.0.113.41');
      expect(await send('10.0.0.0/8', '10.0.0.2', '203.0.113.42')).toBe('203.0.113.42');
    });

    it('given a CDN then HAProxy, both trusted, then the right-most untrusted address is the visitor, a typed entry further left is not', async () => {
      expect(await send('10.0.0.0/8, 198.51.100.0/24', '10.0.0.2', '192.0.2.66, 203.0.113.43, 198.51.100.7')).toBe(
        '203.0.113.43',
      );
    });

    it('given a spoofed left-most entry through one trusted balancer, then the address the balancer saw is the visitor', async () => {
      expect(await send('10.0.0.0/8', '10.0.0.2', '10.0.0.99, 203.0.113.44')).toBe('203.0.113.44');
    });

    it('given a peer that is not trusted, then its own address, whatever it typed', async () => {
      expect(await send('10.0.0.0/8', '203.0.113.45', '192.0.2.1')).toBe('203.0.113.45');
    });

    it('given none, then the socket address even from loopback', async () => {
      expect(await send('none', '127.0.0.1', '203.0.113.46')).toBe('127.0.0.1');
    });
  });
});
