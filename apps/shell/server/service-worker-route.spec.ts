/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Script } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { createShellServer } from './create-shell-server';
import { readShellServerConfig } from './server-config';
import { KILL_SWITCH_WORKER } from './service-worker-route';
import { createFakeApi } from './testing/fake-api-fetch';
import { testServerConfig } from './testing/test-server-config';

/** /sw.js is always revalidated, and SERVICE_WORKER=off replaces it by a worker that removes itself. */

const dist = mkdtempSync(join(tmpdir(), 'shell-sw-'));
writeFileSync(join(dist, 'index.html'), readFileSync(join(__dirname, '../src/index.html'), 'utf8'));
const BUILT_WORKER = 'self.__built = true;';
writeFileSync(join(dist, 'sw.js'), BUILT_WORKER);
writeFileSync(join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Nivaas Hotels' }));
mkdirSync(join(dist, 'icons'));
writeFileSync(join(dist, 'icons/icon-192.0123456789abcdef.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));

const config = (serviceWorker: 'on' | 'off') =>
  testServerConfig(dist, 'http://127.0.0.1:9', { apiTimeoutMs: 200, serviceWorker });

describe('the service worker URL', () => {
  let on: FastifyInstance;
  let off: FastifyInstance;
  beforeAll(async () => {
    on = await createShellServer(config('on'), { fetch: createFakeApi().fetch });
    off = await createShellServer(config('off'), { fetch: createFakeApi().fetch });
  });
  afterAll(async () => Promise.all([on.close(), off.close()]));

  it('serves the built worker, revalidated on every check, under the site’s policy', async () => {
    const response = await on.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(BUILT_WORKER);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("worker-src 'self'");
    const page = await on.inject({ url: '/' });
    expect(page.body).not.toContain('data-service-worker');
  });

  it('with the kill switch on, serves the self-removing worker at the same URL and tells pages to unregister', async () => {
    const response = await off.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(KILL_SWITCH_WORKER);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toBeTruthy();
    const page = await off.inject({ url: '/faq/' });
    expect(page.body).toContain('data-service-worker="off"');
    expect((await off.inject({ url: '/sw.js?v=1' })).body).toBe(KILL_SWITCH_WORKER);
  });

  it('the kill switch worker deletes the site’s caches, unregisters, and reloads open pages', () => {
    expect(KILL_SWITCH_WORKER).toContain('self.skipWaiting()');
    expect(KILL_SWITCH_WORKER).toContain("name.startsWith('nivaas-')");
    expect(KILL_SWITCH_WORKER).toContain('self.registration.unregister()');
    // It parses as a script (a syntax error would leave the old worker in place).
    expect(() => new Script(KILL_SWITCH_WORKER)).not.toThrow();
  });

  it('serves the web app manifest as one, revalidated, and its hashed icons for a year', async () => {
    const manifest = await on.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const icon = await on.inject({ url: '/icons/icon-192.0123456789abcdef.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('reads SERVICE_WORKER as on (default) or off, and refuses anything else at start-up', () => {
    expect(readShellServerConfig({}, '/').serviceWorker).toBe('on');
    expect(readShellServerConfig({ SERVICE_WORKER: 'off' }, '/').serviceWorker).toBe('off');
    expect(() => readShellServerConfig({ SERVICE_WORKER: 'disabled' }, '/')).toThrow(
      'SERVICE_WORKER must be on or off',
    );
  });
});
