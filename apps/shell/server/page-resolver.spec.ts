/** @jest-environment node */
import type { SeoMeta } from '@nivaas/api-client/contract';
import { createHtmlTemplate } from './html-document';
import type { HotelIdentity, HotelLookup } from './hotel-url';
import {
  createPageResolver,
  DEGRADED_CACHE_CONTROL,
  FAILURE_RETRY_MS,
  HOTEL_REDIRECT_CACHE_CONTROL,
  type PageResponse,
} from './page-resolver';
import type { ShellApi } from './shell-api';

const template = createHtmlTemplate(
  '<!doctype html><html><head><title>Default</title><meta name="description" content="d" /></head><body></body></html>',
  { manifest: { hotel: 'http://localhost:4202/remoteEntry.js' } },
);

const SUITES: HotelIdentity = { id: 1042, slug: 'nivaas-suites-marathahalli', citySlug: 'bengaluru' };
const OWN = '/hotels-in-bengaluru/nivaas-suites-marathahalli-1042/';
const WRONG_SLUG = '/hotels-in-bengaluru/nivaas-koramangala-residency-1042/';

/** A ShellApi in memory: hotels by id, a switch for failures, and every call counted. */
function fakeShellApi() {
  const calls = { hotel: [] as number[], contentMeta: 0, catalogue: 0 };
  const state = {
    hotels: new Map<number, HotelLookup>([
      [SUITES.id, SUITES],
      [1727, 'gone'],
    ]),
    failing: false,
  };
  const meta = (q: string | undefined): SeoMeta => ({
    title: `Hotel page ${q ?? ''}`,
    meta: [{ name: 'description', content: 'About the hotel' }],
    link: [{ rel: 'canonical', href: `https://www.nivaas.example${q ?? '/'}` }],
    structured_data: { '@type': 'Hotel', name: 'Nivaas Suites Marathahalli' },
    footer_interlinks: [],
  });
  const api: ShellApi = {
    hotel: async (id) => {
      calls.hotel.push(id);
      if (state.failing) throw new TypeError('fetch failed');
      return state.hotels.get(id) ?? null;
    },
    contentMeta: async (request) => {
      calls.contentMeta += 1;
      if (state.failing) throw new TypeError('fetch failed');
      return meta(request.q);
    },
    catalogue: async () => {
      calls.catalogue += 1;
      return { cities: [{ slug: 'bengaluru', localities: [] }], amenities: [], categories: [] };
    },
  };
  return { api, calls, state };
}

const html = (page: PageResponse) => ('document' in page ? page.document.identity.toString('utf8') : '');

let clock: number;
beforeEach(() => {
  clock = 5_000_000;
});
const resolverFor = (api: ShellApi) => createPageResolver({ template, api, now: () => clock });

describe('createPageResolver: hotel URLs', () => {
  it("given the hotel's own URL, then 200 with the page's SEO head and the hour-long cache", async () => {
    const { api } = fakeShellApi();
    const page = await resolverFor(api)(OWN);
    expect(page.status).toBe(200);
    expect(page.cacheControl).toBe('public, max-age=3600');
    expect(html(page)).toContain(`>Hotel page ${OWN}</title>`);
    expect(html(page)).toContain('"@type":"Hotel"');
  });

  it("given another hotel's slug on the id, then 301 to the hotel's own URL with the query string kept", async () => {
    const { api } = fakeShellApi();
    const page = await resolverFor(api)(WRONG_SLUG, '?checkin=10-12-2030&checkout=11-12-2030&roomconfig=2-0');
    expect(page).toEqual({
      status: 301,
      cacheControl: HOTEL_REDIRECT_CACHE_CONTROL,
      location: `${OWN}?checkin=10-12-2030&checkout=11-12-2030&roomconfig=2-0`,
    });
  });

  it("given the hotel's slug under another city, then 301 to its own city", async () => {
    const { api } = fakeShellApi();
    const page = await resolverFor(api)('/hotels-in-goa/nivaas-suites-marathahalli-1042/');
    expect(page).toMatchObject({ status: 301, location: OWN });
  });

  it('given an id the API does not have, then a real 404 with the Not Found page, never stored by caches', async () => {
    const { api } = fakeShellApi();
    const page = await resolverFor(api)('/hotels-in-bengaluru/nivaas-anything-999999/');
    expect(page.status).toBe(404);
    expect(page.cacheControl).toBe('no-store');
    // The shell alone draws Not Found: no hotel remote is preloaded.
    expect(html(page)).not.toContain('rel="preload"');
  });

  it("given the reviews page of a hotel the API does not have, then a real 404; a known hotel's reviews are 200", async () => {
    const { api, state } = fakeShellApi();
    const resolve = resolverFor(api);
    expect((await resolve('/tripadvisor/reviews-999999/')).status).toBe(404);
    expect((await resolve('/tripadvisor/reviews-1042/')).status).toBe(200);
    state.failing = true;
    // API down: served as usual, the screen says what it can.
    expect((await resolverFor(api)('/tripadvisor/reviews-999998/')).status).toBe(200);
  });

  it('given a hotel that left the chain (the API says 410), then 410 with the hotel remote’s page, not drawn on the server; its reviews 404', async () => {
    const { api } = fakeShellApi();
    const resolve = resolverFor(api);
    const page = await resolve('/hotels-in-puducherry/medalio-orchid-white-town-1727/');
    expect(page).toMatchObject({ status: 410, cacheControl: 'no-store' });
    expect(page).not.toHaveProperty('complete');
    expect(html(page)).toContain('http://localhost:4202/remoteEntry.js');
    expect((await resolve('/tripadvisor/reviews-1727/')).status).toBe(404);
  });

  it('given an id no hotel can have (0), then 404 without asking the API', async () => {
    const { api, calls } = fakeShellApi();
    expect((await resolverFor(api)('/hotels-in-bengaluru/x-0/')).status).toBe(404);
    expect(calls.hotel).toEqual([]);
  });

  it('given the API down, then the page is served as today (200, briefly cached), never a 500 or a wrong 404', async () => {
    const { api, state } = fakeShellApi();
    state.failing = true;
    const resolve = resolverFor(api);
    for (const path of [OWN, WRONG_SLUG, '/hotels-in-bengaluru/nivaas-anything-999999/']) {
      const page = await resolve(path);
      expect(page.status).toBe(200);
      expect(page.cacheControl).toBe(DEGRADED_CACHE_CONTROL);
    }
  });

  it('given the API answers the SEO content but not the hotel, then the page is still only briefly cached', async () => {
    const { api } = fakeShellApi();
    const failingHotel: ShellApi = { ...api, hotel: () => Promise.reject(new Error('timeout')) };
    const page = await resolverFor(failingHotel)(OWN);
    expect(page.status).toBe(200);
    expect(html(page)).toContain('"@type":"Hotel"');
    expect(page.cacheControl).toBe(DEGRADED_CACHE_CONTROL);
  });

  it('given a failed lookup, then the API is asked again for that hotel only after the retry time', async () => {
    const { api, calls, state } = fakeShellApi();
    state.failing = true;
    const resolve = resolverFor(api);
    await resolve(WRONG_SLUG);
    await resolve(WRONG_SLUG);
    expect(calls.hotel).toEqual([1042]);
    state.failing = false;
    clock += FAILURE_RETRY_MS + 1;
    expect(await resolve(WRONG_SLUG)).toMatchObject({ status: 301, location: OWN });
    expect(calls.hotel).toEqual([1042, 1042]);
  });

  it('given many URLs of one hotel and repeats of an unknown id, then the API is asked once per id', async () => {
    const { api, calls } = fakeShellApi();
    const resolve = resolverFor(api);
    await resolve(OWN);
    await resolve(WRONG_SLUG);
    await resolve('/hotels-in-goa/x-1042/', '?a=1');
    await resolve('/hotels-in-bengaluru/nivaas-anything-999999/');
    expect((await resolve('/hotels-in-bengaluru/nivaas-anything-999999/')).status).toBe(404);
    expect(calls.hotel).toEqual([1042, 999999]);
  });

  it('given a page that names no hotel, then no hotel is looked up', async () => {
    const { api, calls } = fakeShellApi();
    const resolve = resolverFor(api);
    await resolve('/');
    await resolve('/hotels-in-bengaluru/');
    await resolve('/tripadvisor/thank-you/');
    expect(calls.hotel).toEqual([]);
  });
});
