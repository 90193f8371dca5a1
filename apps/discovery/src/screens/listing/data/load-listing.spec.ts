import { isFirstView, readResults } from './first-view-results';
import { provideApiClient } from '@nivaas/api-client/testing';
import { RouteNotFoundError } from '@nivaas/routes';
import { fakeListingApi } from '../testing/fake-listing-api';
import { resetListingReference } from './listing-reference';
import { loadListing } from './load-listing';

const TODAY = '2026-12-01';
const load = (pathname: string, search = '', api = fakeListingApi()) => {
  provideApiClient(api);
  return loadListing(
    { pathname, searchParams: new URLSearchParams(search), signal: new AbortController().signal },
    TODAY,
  );
};

describe('loadListing', () => {
  beforeEach(() => resetListingReference());

  it('given a city listing, then its hotels priced for the stay in the site query', async () => {
    const api = fakeListingApi();
    const data = await load('/hotels-in-bengaluru/', 'checkin=03-12-2026&checkout=05-12-2026&roomconfig=2-0,1-1', api);
    expect(data.status).toBe('ready');
    if (data.status !== 'ready') return;
    expect(data.query).toEqual({ kind: 'city', city: 'bengaluru' });
    expect(data.place).toEqual({ city: 'Bengaluru' });
    expect(data.results && readResults(data.results).rows).toHaveLength(4);
    expect(data.stay.siteQuery).toBe('checkin=03-12-2026&checkout=05-12-2026&roomconfig=2-0%2C1-1');
    expect(api.callsOf('getHotelPrices')).toContainEqual({
      query: expect.objectContaining({
        hotel_id: '1,2,3,4',
        checkin: '2026-12-03',
        checkout: '2026-12-05',
        roomconfig: '2-0,1-1',
        channel: 'msite',
        apply_wallet: true,
      }),
    });
    expect(api.callsOf('getHotelPrices')[0]?.query).not.toHaveProperty('sort');
  });

  it('given a sort in the URL, then the pricing call is asked to sort and the rows come in its order', async () => {
    const api = fakeListingApi();
    const data = await load(
      '/hotels-in-bengaluru/',
      'checkin=03-12-2026&checkout=05-12-2026&sort=price_high_to_low',
      api,
    );
    expect(api.callsOf('getHotelPrices')[0]?.query).toMatchObject({ sort: 'price_high_to_low' });
    if (data.status !== 'ready') throw new Error('not ready');
    expect(data.results?.sort).toBe('price_high_to_low');
    const prices = (data.results ? readResults(data.results).rows : [])
      .filter((row) => row.isAvailable)
      .map((row) => row.price ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('given the server (no document), then the answer is the first view: every row, the first cards only', async () => {
    const api = fakeListingApi();
    provideApiClient(api);
    const data = await loadListing(
      { pathname: '/hotels-in-bengaluru/', searchParams: new URLSearchParams(), signal: new AbortController().signal },
      '2026-12-01',
      null,
    );
    if (data.status !== 'ready' || !data.results) throw new Error('not ready');
    expect(isFirstView(data.results)).toBe(true);
    expect(readResults(data.results).rows).toHaveLength(4);
    expect(readResults(data.results).partialCards).toBe(true);
  });

  it('given a sort the site does not have, then none is asked for', async () => {
    const api = fakeListingApi();
    await load('/hotels-in-bengaluru/', 'sort=cheapest%3Cscript%3E', api);
    expect(api.callsOf('getHotelPrices')[0]?.query).not.toHaveProperty('sort');
  });

  it('given no stay in the query, then tonight for one adult (docs/rules.md 5 and 9)', async () => {
    const data = await load('/hotels-in-koramangala-bengaluru/');
    expect(data.status === 'ready' && data.stay.siteQuery).toBe(
      'checkin=01-12-2026&checkout=02-12-2026&roomconfig=1-0',
    );
    expect(data.status === 'ready' && data.place).toEqual({ city: 'Bengaluru', locality: 'Koramangala' });
  });

  it('given a landmark, then its name comes from the hotels that list it and distance can be sorted', async () => {
    const data = await load('/budget-hotels-near-bangalore-palace/');
    expect(data.status === 'ready' && data.place.landmark).toBe('Bangalore Palace');
    expect(data.status === 'ready' && data.results?.hasReferencePoint).toBe(true);
  });

  it('given an unknown city or a category the API does not know, then Not Found', async () => {
    await expect(load('/hotels-in-atlantis/')).rejects.toBeInstanceOf(RouteNotFoundError);
    await expect(load('/luxury-palaces-in-bengaluru/')).rejects.toBeInstanceOf(RouteNotFoundError);
  });

  it('given near me, then no hotels yet (the screen asks for the position) and the near-me SEO content', async () => {
    const api = fakeListingApi();
    const data = await load('/hotels-near-me/', '', api);
    expect(data).toMatchObject({ status: 'ready', results: null, nearMeSeo: { title: 'Hotels near me' } });
    expect(api.callsOf('searchHotels')).toHaveLength(0);
  });

  it('given a failing search, then an error the screen can retry, with what the URL names', async () => {
    const api = fakeListingApi();
    api.failNext('searchHotels', new Error('API error'));
    const data = await load('/hotels-in-bengaluru/', '', api);
    expect(data).toMatchObject({
      status: 'error',
      query: { kind: 'city', city: 'bengaluru' },
      place: { city: 'Bengaluru' },
    });
  });

  it('given failing triggers, then the hotels still show', async () => {
    const api = fakeListingApi();
    api.failNext('getPsychologicalTriggers', new Error('API error'));
    const data = await load('/hotels-in-bengaluru/', '', api);
    expect(data.status === 'ready' && data.results?.cards[1]?.trigger).toBeNull();
  });
});
