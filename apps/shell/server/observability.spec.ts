/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { capturedLogger } from '@nivaas/server/testing';
import { createShellServer, LIVENESS_PATH, READINESS_PATH } from './create-shell-server';
import { createFakeApi } from './testing/fake-api-fetch';
import { testServerConfig } from './testing/test-server-config';

const dist = mkdtempSync(join(tmpdir(), 'shell-dist-'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html lang="en-IN"><head><meta charset="utf-8" /><title>Nivaas</title></head><body><div id="root"></div></body></html>',
);

async function start() {
  const api = createFakeApi();
  const seen: { path: string; requestId: string | null }[] = [];
  const log = capturedLogger({ service: 'shell' });
  const app = await createShellServer(testServerConfig(dist, 'http://api.test'), {
    logger: log.logger,
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      seen.push({ path: url.pathname, requestId: new Headers(init?.headers).get('x-request-id') });
      return api.fetch(input, init);
    },
  });
  return { app, seen, ...log };
}

describe('the shell server’s logs, request ids and readiness', () => {
  it('given a page request with an id, then every API call made for it carries that id, and so do the answer and its access line', async () => {
    const { app, seen, lines } = await start();
    const page = await app.inject({
      url: '/hotels-in-bengaluru/nivaas-koramangala-residency-1042/',
      headers: { 'x-request-id': 'edge-9' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-request-id']).toBe('edge-9');
    const forPage = seen.filter((call) => call.requestId === 'edge-9').map((call) => call.path);
    expect(forPage).toContain('/api/v1/hotels/1042/');
    expect(lines.find((line) => line['msg'] === 'request')).toMatchObject({
      req_id: 'edge-9',
      service: 'shell',
      route: '/hotels-in-{city}/{hotelSlug}-{hotelId}/',
      status: 200,
    });
    await app.close();
  });

  it('given the server, then liveness and readiness answer 200, and readiness 503 once it drains', async () => {
    const { app } = await start();
    expect((await app.inject(LIVENESS_PATH)).statusCode).toBe(200);
    expect((await app.inject(READINESS_PATH)).statusCode).toBe(200);
    app.lifecycle.startDraining();
    const draining = await app.inject(READINESS_PATH);
    expect(draining.statusCode).toBe(503);
    expect(draining.headers['connection']).toBe('close');
    expect((await app.inject(LIVENESS_PATH)).statusCode).toBe(200);
    await app.close();
  });
});
