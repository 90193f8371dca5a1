/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createShellServer } from './create-shell-server';
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

  const shell = () =>
    createShellServer(testServerConfig(dist, `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`));

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
});
