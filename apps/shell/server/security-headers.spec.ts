/** @jest-environment node */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { createShellServer } from './create-shell-server';
import { contentSecurityPolicy, STRICT_TRANSPORT_SECURITY, withStyleHashes } from './security-headers';
import { createFakeApi } from './testing/fake-api-fetch';
import { LOCAL_REMOTES, testServerConfig } from './testing/test-server-config';

/**
 * Every document the shell serves, and every other response, carries a Content-Security-Policy under which
 * no script runs but the site's own files: no 'unsafe-eval', no 'unsafe-inline', no inline script in the HTML.
 * A document the API serves through the /api proxy with its own policy (the simulated gateway's page) keeps it.
 */

const UNSAFE = /'unsafe-(eval|inline|hashes)'|'wasm-unsafe-eval'/;

/** Each directive of a policy and its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** The sources that decide which scripts run: script-src, or default-src when it has none. */
function scriptSources(policy: string): string[] {
  const all = directives(policy);
  return all.get('script-src') ?? all.get('default-src') ?? [];
}

/** Every `<script>` of an HTML document that a browser would run from inline text (data blocks do not run). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map(([tag, attributes = '']) => ({ tag, attributes }))
    .filter(({ attributes }) => !/\bsrc=/i.test(attributes))
    .filter(({ attributes }) => !/\btype="application\/(ld\+)?json"/i.test(attributes))
    .map(({ tag }) => tag);
}

/** Markup that needs 'unsafe-inline' (or 'unsafe-hashes') to work: event handler and style attributes, javascript: URLs. */
function inlineAttributes(html: string): string[] {
  return html.match(/<[^>]+\s(on[a-z]+|style)=[^>]*>|(href|src|action)="javascript:/gi) ?? [];
}

// The shell's own index.html with the script the build adds, as dist holds it.
const dist = mkdtempSync(join(tmpdir(), 'shell-csp-'));
writeFileSync(
  join(dist, 'index.html'),
  readFileSync(join(__dirname, '../src/index.html'), 'utf8').replace(
    '</body>',
    '<script src="main.0123456789ab.js" type="module"></script></body>',
  ),
);
writeFileSync(join(dist, 'main.0123456789ab.js'), 'console.log(1)');

/** The gateway page's own policy, as the API sends it (stricter than the shell's: no script at all). */
const GATEWAY_POLICY = "default-src 'none'; style-src 'sha256-abc='; form-action 'self'; frame-ancestors 'none'";

/** A stand-in for the API behind the proxy: one HTML document with its own policy, one JSON call without. */
function startUpstream(): FastifyInstance {
  const upstream = Fastify();
  upstream.get('/api/v1/payments/gateway/checkout/:id/', async (_request, reply) =>
    reply
      .header('content-security-policy', GATEWAY_POLICY)
      .type('text/html; charset=utf-8')
      .send('<!doctype html><html><head><style>p{}</style></head><body><form method="post"></form></body></html>'),
  );
  upstream.get('/api/v2/cities/', async () => ({ data: [] }));
  return upstream;
}

let upstream: FastifyInstance;
let shell: FastifyInstance;
beforeAll(async () => {
  upstream = startUpstream();
  const apiUrl = await upstream.listen({ host: '127.0.0.1', port: 0 });
  shell = await createShellServer(testServerConfig(dist, apiUrl, { apiTimeoutMs: 200 }), {
    fetch: createFakeApi().fetch,
  });
});
afterAll(async () => {
  await shell.close();
  await upstream.close();
});

/** Every kind of response the shell gives, by what it is. */
const RESPONSES: ReadonlyArray<readonly [string, { method?: 'GET' | 'POST'; url: string }, number]> = [
  ['a cached page (home)', { url: '/' }, 200],
  ['a listing page', { url: '/hotels-in-bengaluru/' }, 200],
  ['a no-store page (itinerary)', { url: '/itinerary/?bid=x' }, 200],
  ['the Not Found page of an unknown path', { url: '/nope/' }, 404],
  ['the Not Found page of an unknown listing', { url: '/hotels-in-atlantis/' }, 404],
  ['the Not Found page of a hotel the API does not have', { url: '/hotels-in-goa/x-999999/' }, 404],
  ['a page URL that cannot be decoded', { url: '/search/%E0%A4%A/' }, 200],
  ['the redirect of a slash-less page URL', { url: '/faq' }, 301],
  ["the redirect of a hotel URL that is not the hotel's own", { url: '/hotels-in-goa/x-1042/' }, 301],
  ['a hashed asset', { url: '/main.0123456789ab.js' }, 200],
  ['a missing file', { url: '/missing.js' }, 404],
  ['the remote manifest', { url: '/remote-manifest.json' }, 200],
  ['a POST to no route', { method: 'POST', url: '/nope/' }, 404],
  [
    'a request Fastify refuses before routing (a POST to a URL it cannot decode)',
    { method: 'POST', url: '/a%E0%A4%A/' },
    400,
  ],
  ['an API call through the proxy', { url: '/api/v2/cities/' }, 200],
];

/** The responses that are the shell's HTML document (a page, or the Not Found page). */
const HTML_PAGES = RESPONSES.filter(
  ([, { method = 'GET', url }, status]) => method === 'GET' && status !== 301 && !/\.|^\/api\//.test(url),
);

describe("the shell's Content-Security-Policy", () => {
  it.each(RESPONSES)('given %s, then the response carries the strict policy', async (_kind, request, status) => {
    const response = await shell.inject(request);
    expect(response.statusCode).toBe(status);
    const policy = String(response.headers['content-security-policy'] ?? '');
    expect(directives(policy).get('script-src')?.[0]).toBe("'self'");
    expect(scriptSources(policy).join(' ')).not.toMatch(UNSAFE);
    expect(policy).not.toMatch(UNSAFE);
    expect(directives(policy).get('object-src')).toEqual(["'none'"]);
    expect(directives(policy).get('base-uri')).toEqual(["'self'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(HTML_PAGES)(
    'given %s, then the HTML is a document whose every script is a file (data blocks only inline)',
    async (_kind, request) => {
      const response: LightMyRequestResponse = await shell.inject(request);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<script src="main.0123456789ab.js" type="module"></script>');
      expect(inlineScripts(response.body)).toEqual([]);
      expect(inlineAttributes(response.body)).toEqual([]);
    },
  );

  it("given the API's own document with its own policy (the simulated gateway's page), then the proxy keeps that policy", async () => {
    const response = await shell.inject('/api/v1/payments/gateway/checkout/order_1/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(GATEWAY_POLICY);
    // The shell's other headers still go out with it.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('given every third party configured, then its origins are allowed and still no unsafe source', () => {
    const policy = contentSecurityPolicy(LOCAL_REMOTES, [
      'https://accounts.google.com',
      'https://sdk.engage.example',
      'https://mercury.phonepe.example',
    ]);
    expect(scriptSources(policy)).toEqual([
      "'self'",
      'http://localhost:4201',
      'http://localhost:4202',
      'http://localhost:4203',
      'http://localhost:4204',
      'https://accounts.google.com',
      'https://sdk.engage.example',
      'https://mercury.phonepe.example',
    ]);
    expect(policy).not.toMatch(UNSAFE);
    expect(directives(policy).get('frame-src')).toEqual(["'self'", 'https://accounts.google.com']);
  });

  it('finds what it looks for: an inline script, a handler, a style attribute and an unsafe source', () => {
    expect(inlineScripts('<script>alert(1)</script><script type="application/json">{}</script>')).toEqual(['<script>']);
    expect(inlineAttributes('<p style="color:red">x</p><img src="a.png" onerror="x()">')).toHaveLength(2);
    expect(scriptSources("default-src 'self' 'unsafe-inline'").join(' ')).toMatch(UNSAFE);
  });
});

describe('withStyleHashes (a server-rendered page with its critical CSS inline)', () => {
  it('given hashes, then only style-src gains them, and still no unsafe-inline anywhere', () => {
    const csp = contentSecurityPolicy(LOCAL_REMOTES);
    const hashed = withStyleHashes(csp, ["'sha256-abc='"]);
    expect(hashed).toMatch(/style-src 'self' [^;]* 'sha256-abc='(;|$)/);
    expect(hashed.replace(/style-src [^;]*/, '')).toBe(csp.replace(/style-src [^;]*/, ''));
    expect(hashed).not.toContain('unsafe-inline');
    expect(hashed).not.toContain('style-src-attr');
  });

  it('given no hashes, then the policy is as it was: no inline style, attributes included', () => {
    expect(withStyleHashes("default-src 'self'; style-src 'self'", [])).toBe("default-src 'self'; style-src 'self'");
  });
});

describe('Strict-Transport-Security (HTTPS responses only)', () => {
  it('given a request over plain HTTP, then no HSTS (a local server must not pin HTTPS on its host)', async () => {
    const response = await shell.inject({ url: '/' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it.each([
    ['a page', '/'],
    ['a missing file', '/missing.js'],
    ['a request Fastify refuses before routing', '/a%E0%A4%A/'],
  ])(
    'given %s over HTTPS (a trusted proxy says X-Forwarded-Proto: https), then HSTS for a year with subdomains',
    async (_kind, url) => {
      // inject comes from 127.0.0.1, which TRUST_PROXY trusts by default.
      const response = await shell.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    },
  );

  it('given X-Forwarded-Proto: https from a proxy that is not trusted, then no HSTS', async () => {
    const strict = await createShellServer(
      testServerConfig(dist, 'http://api.test', { apiTimeoutMs: 200, trustProxy: () => false }),
      { fetch: createFakeApi().fetch },
    );
    const response = await strict.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    await strict.close();
  });

  it('given SERVED_OVER_HTTPS=on, then every response carries HSTS, whatever the proxy says', async () => {
    const https = await createShellServer(
      testServerConfig(dist, 'http://api.test', { apiTimeoutMs: 200, servedOverHttps: true }),
      { fetch: createFakeApi().fetch },
    );
    expect((await https.inject({ url: '/' })).headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    expect((await https.inject({ url: '/nope/' })).headers['strict-transport-security']).toBe(
      STRICT_TRANSPORT_SECURITY,
    );
    await https.close();
  });
});
