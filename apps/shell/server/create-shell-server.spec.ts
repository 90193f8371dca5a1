/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createShellServer } from './create-shell-server';
import { embedRemoteManifest } from './html-document';

const dist = mkdtempSync(join(tmpdir(), 'shell-dist-'));
writeFileSync(join(dist, 'index.html'), '<html><head></head><body></body></html>');
writeFileSync(join(dist, 'main.0123456789ab.js'), 'console.log(1)');
const remotes = {
  discovery: 'http://localhost:4201/mf-manifest.json',
  hotel: 'http://localhost:4202/mf-manifest.json',
  checkout: 'http://cdn.example:4203/mf-manifest.json',
  account: 'http://localhost:4204/mf-manifest.json',
};
const config = { host: '127.0.0.1', port: 0, distDir: dist, apiUrl: 'http://127.0.0.1:9', remotes };

describe('createShellServer', () => {
  it('answers a 1h route with public max-age=3600, a no-cache route with no-store, anything else 404', async () => {
    const app = await createShellServer(config);
    expect((await app.inject('/')).headers['cache-control']).toBe('public, max-age=3600');
    expect((await app.inject('/itinerary/')).headers['cache-control']).toBe('no-store');
    expect((await app.inject('/nope/')).statusCode).toBe(404);
    await app.close();
  });

  it('sends a CSP naming exactly the configured remote origins, without unsafe-eval', async () => {
    const app = await createShellServer(config);
    const csp = String((await app.inject('/')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' http://localhost:4201 http://localhost:4202 http://cdn.example:4203 http://localhost:4204");
    expect(csp).not.toContain('unsafe-eval');
    await app.close();
  });

  it('serves hashed assets immutable and compresses the HTML', async () => {
    const app = await createShellServer(config);
    expect((await app.inject('/main.0123456789ab.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } })).headers['content-encoding']).toBe('br');
    await app.close();
  });

  it('embeds the manifest so that it cannot close its script element', () => {
    const html = embedRemoteManifest('<head></head>', { x: '</script><script>alert(1)</script>' });
    expect(html).not.toContain('</script><script>');
  });
});
