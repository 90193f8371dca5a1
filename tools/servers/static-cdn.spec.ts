import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { cdnCacheControl, createStaticCdn } from './static-cdn';

describe('cdnCacheControl', () => {
  it.each([
    ['remoteEntry.js', 'no-cache'],
    ['remoteEntry.js.br', 'no-cache'],
    ['/srv/discovery/mf-manifest.json', 'no-cache'],
    ['main.0123456789ab.js', 'public, max-age=31536000, immutable'],
    ['455.78dd8e2e7d89161a.js.gz', 'public, max-age=31536000, immutable'],
    ['589.2d3e5692cfb2c0f6.css', 'public, max-age=31536000, immutable'],
    ['favicon.ico', 'public, max-age=300'],
    ['server/server-manifest.json', 'no-cache'],
    ['/srv/discovery/server/routes.0123456789abcdef0123.js', 'public, max-age=31536000, immutable'],
  ])('given %s, then %s', (path, expected) => expect(cdnCacheControl(path)).toBe(expected));
});

describe('createStaticCdn', () => {
  const root = mkdtempSync(join(tmpdir(), 'cdn-'));
  writeFileSync(join(root, 'remoteEntry.js'), 'var entry = 1;');
  writeFileSync(join(root, 'remoteEntry.js.gz'), gzipSync('var entry = 1;'));

  it('given a gzip-accepting request, then it serves the pre-compressed file, revalidated, with open CORS', async () => {
    const app = await createStaticCdn(root);
    const response = await app.inject({ url: '/remoteEntry.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    await app.close();
  });

  it('given the server build, then its manifest is revalidated and the hashed server file kept for a year', async () => {
    mkdirSync(join(root, 'server'));
    writeFileSync(join(root, 'server/server-manifest.json'), '{"file":"routes.0123456789abcdef0123.js"}');
    writeFileSync(join(root, 'server/routes.0123456789abcdef0123.js'), 'module.exports = {};');
    const app = await createStaticCdn(root);
    const manifest = await app.inject({ url: '/server/server-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['x-content-type-options']).toBe('nosniff');
    const bundle = await app.inject({ url: '/server/routes.0123456789abcdef0123.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.body).toBe('module.exports = {};');
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await app.close();
  });
});
