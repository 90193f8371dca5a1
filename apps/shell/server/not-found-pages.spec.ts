/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createShellServer, type ShellServerOptions } from './create-shell-server';

import { createFakeApi, type FakeApi } from './testing/fake-api-fetch';
import { testServerConfig } from './testing/test-server-config';

/**
 * docs/rules.md 2, "anything else | Not Found", as a real 404, not a "soft 404" (a 200 with the content service's
 * `index, follow` that shows Not Found only in the browser): the status is decided before the head goes out, the
 * head says noindex, and the Not Found screen is in the HTML itself.
 */
const dist = mkdtempSync(join(tmpdir(), 'shell-404-'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html lang="en-IN"><head><meta charset="utf-8" /><title>Nivaas Hotels: budget hotels</title>' +
    '<meta name="description" content="Default description" /></head><body><div id="root"></div></body></html>',
);
const config = testServerConfig(dist, 'http://api.test', { apiTimeoutMs: 200, warmUp: 'off' });

let api: FakeApi;
beforeEach(() => {
  api = createFakeApi();
});
const start = (options: ShellServerOptions = {}) =>
  createShellServer(config, { fetch: api.fetch, renderScreen: null, ...options });
const NOINDEX = '<meta data-seo="" name="robots" content="noindex">';

describe('a real 404 for a slug the catalogue does not know', () => {
  it.each([
    ['/hotels-near-atlantis-xyz/'],
    ['/budget-hotels-near-atlantis-xyz/'],
    ['/brands/unknownx/'],
    ['/hotels-in-atlantis/'],
    ['/hotels-in-whitefield-bengaluru/'],
    ['/hotels-in-bengaluru-with-jacuzzi/'],
    ['/luxury-hotels-in-bengaluru/'],
  ])('given %s, then 404, no-store, a noindex head and no content-service head', async (path) => {
    const app = await start();
    const response = await app.inject(path);
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain(NOINDEX);
    expect(response.body).not.toContain('index, follow');
    expect(api.calls.filter((call) => call.startsWith('/api/v3/contents/meta/'))).toEqual([]);
    await app.close();
  });

  it.each([
    ['/hotels-near-mg-road/'],
    ['/budget-hotels-near-kempegowda-international-airport/'],
    ['/brands/itsy/'],
    ['/brands/trend/'],
  ])('given the known %s, then 200 without noindex', async (path) => {
    const app = await start();
    const response = await app.inject(path);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('noindex');
    await app.close();
  });

  it('given listing requests, then the landmarks come with the catalogue, once per 840 s', async () => {
    const app = await start();
    await app.inject('/hotels-near-mg-road/');
    await app.inject('/hotels-near-atlantis-xyz/');
    await app.inject('/hotels-in-bengaluru/');
    expect(api.calls.filter((call) => call === '/api/v1/landmarks/')).toHaveLength(1);
    await app.close();
  });

  it('given the API down, then a landmark listing is served as before (200): never a good page 404', async () => {
    api.down = true;
    const app = await start();
    expect((await app.inject('/hotels-near-mg-road/')).statusCode).toBe(200);
    // A brand needs no API: its list is the chain's own.
    expect((await app.inject('/brands/unknownx/')).statusCode).toBe(404);
    await app.close();
  });
});

describe('the Not Found screen in the 404 HTML (JavaScript off)', () => {
  it('given a server render, then the 404 page carries the drawn Not Found and its state, status still 404', async () => {
    const renderScreen = jest.fn(async (input: { screen: string; pathname: string }) => ({
      html: `<main><h1>We could not find that page</h1><p>${input.pathname}</p></main>`,
      state: { remote: 'shell', screen: input.screen, pathname: input.pathname },
    }));
    const app = await start({ renderScreen });
    const response = await app.inject({ url: '/hotels-near-atlantis-xyz/', headers: { 'accept-language': 'fr-FR' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(NOINDEX);
    expect(response.body).toContain('<div id="root"><main><h1>We could not find that page</h1>');
    expect(response.body).toContain('"screen":"not-found"');
    expect(response.body).toContain('<html lang="fr-FR"');
    expect(renderScreen).toHaveBeenCalledWith(
      expect.objectContaining({ screen: 'not-found', pathname: '/hotels-near-atlantis-xyz/', locale: 'fr-FR' }),
    );
    // Nothing is kept: each made-up URL is drawn for itself, never pushing real pages out of the cache.
    await app.inject('/hotels-near-atlantis-xyz/');
    expect(renderScreen).toHaveBeenCalledTimes(2);
    await app.close();
  });

  it('given a language in the URL or a chosen one in the cookie, then the page is drawn in it, before Accept-Language', async () => {
    const renderScreen = jest.fn(async (input: { screen: string; pathname: string }) => ({
      html: `<main><h1>${input.pathname}</h1></main>`,
      state: { remote: 'shell', screen: input.screen, pathname: input.pathname },
    }));
    const app = await start({ renderScreen });
    const fromUrl = await app.inject({
      url: '/hotels-near-atlantis-xyz/?lang=hi-IN',
      headers: { 'accept-language': 'fr-FR', cookie: 'nivaas_locale=en-GB' },
    });
    expect(fromUrl.body).toContain('<html lang="hi-IN"');
    const fromCookie = await app.inject({
      url: '/hotels-near-atlantis-xyz/',
      headers: { 'accept-language': 'fr-FR', cookie: 'a=b; nivaas_locale=hi-IN' },
    });
    expect(fromCookie.body).toContain('<html lang="hi-IN"');
    // A shared cache keeps one page per language, whichever of the three chose it.
    expect(fromCookie.headers['vary']).toBe('Accept-Encoding, Accept-Language, Cookie');
    const unknown = await app.inject({
      url: '/hotels-near-atlantis-xyz/?lang=xx',
      headers: { 'accept-language': 'fr-FR', cookie: 'nivaas_locale=<b>' },
    });
    expect(unknown.body).toContain('<html lang="fr-FR"');
    expect(renderScreen.mock.calls.map(([input]) => (input as { locale?: string }).locale)).toEqual([
      'hi-IN',
      'hi-IN',
      'fr-FR',
    ]);
    await app.close();
  });

  it('given the Not Found render failing, then the 404 still goes out, undrawn', async () => {
    const failures: unknown[] = [];
    const app = await start({
      renderScreen: async () => {
        throw new Error('broken bundle');
      },
      onRenderFailure: (_what, error) => failures.push(error),
    });
    const response = await app.inject('/brands/unknownx/');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain(NOINDEX);
    await app.inject('/brands/unknownx/');
    expect(failures).toHaveLength(1);
    await app.close();
  });
});
