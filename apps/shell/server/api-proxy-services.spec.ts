/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createShellServer } from './create-shell-server';
import { readApiServiceUrls } from './api-services-config';
import { testServerConfig } from './testing/test-server-config';

/**
 * docs/rules.md section 7: the backend services' base URLs are configured one by one. The browser calls the page's own
 * /api/; the proxy sends each path to its service, so an operator can move growth or corporate elsewhere.
 */
describe('the /api/ proxy, per backend service', () => {
  const servers: Record<string, Server> = {};
  const seen: string[] = [];
  const dist = mkdtempSync(join(tmpdir(), 'shell-services-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>');
  const origin = (name: string) => `http://127.0.0.1:${(servers[name]?.address() as AddressInfo).port}`;

  beforeAll(async () => {
    for (const name of ['web', 'growth', 'corporate', 'trigger']) {
      const server = createServer((request, response) => {
        seen.push(`${name} ${request.url ?? ''}`);
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ service: name }));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      servers[name] = server;
    }
  });
  afterAll(() =>
    Promise.all(Object.values(servers).map((s) => new Promise<void>((resolve) => s.close(() => resolve())))),
  );

  const shell = (env: NodeJS.ProcessEnv) =>
    createShellServer(testServerConfig(dist, origin('web'), { apiServices: readApiServiceUrls(env, origin('web')) }));

  it('given growth, corporate and trigger split off, then each path reaches its service with its own path and query', async () => {
    const app = await shell({
      API_GROWTH_URL: origin('growth'),
      API_CORPORATE_URL: origin('corporate'),
      API_TRIGGER_URL: origin('trigger'),
    });
    const answer = async (url: string, method: 'GET' | 'POST' = 'GET') =>
      (await app.inject({ method, url })).json<{ service: string }>().service;
    expect(await answer('/api/growth/cancellation/booking_details/abc')).toBe('growth');
    expect(await answer('/api/athena/corporate-price/?hotel_ids=1', 'POST')).toBe('corporate');
    expect(await answer('/api/v1/psychological-triggers/?hotel_id=7')).toBe('trigger');
    expect(await answer('/api/v2/cities/')).toBe('web');
    expect(await answer('/api/feedback/v2/feedbacks/')).toBe('web');
    await app.close();
    expect(seen).toContain('corporate /api/athena/corporate-price/?hotel_ids=1');
    expect(seen).toContain('trigger /api/v1/psychological-triggers/?hotel_id=7');
  });

  it('given nothing split, then every path goes to API_URL', async () => {
    const app = await shell({});
    for (const url of ['/api/growth/x', '/api/athena/corporate-price/', '/api/images/cities/goa.jpg', '/api/health'])
      expect((await app.inject(url)).json<{ service: string }>().service).toBe('web');
    await app.close();
  });
});
