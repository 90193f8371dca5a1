import { resetBrowserPlatform } from '@nivaas/state';
import { getBrowserApiClient, resetBrowserApiClient, setServerApiBase } from './get-browser-api-client';

type FakeDocument = { cookie: string; documentElement: { dataset: Record<string, string> } };
const globals = globalThis as { document?: FakeDocument };

/** The request getCities makes through the browser client (fetch answered with an empty list). */
async function requestOfGetCities(): Promise<[string, RequestInit]> {
  const fetchMock = jest.fn(
    async () =>
      new Response(JSON.stringify({ data: [] }), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  const original = globalThis.fetch;
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  try {
    await getBrowserApiClient().getCities({});
  } finally {
    globalThis.fetch = original;
  }
  return fetchMock.mock.calls[0] as unknown as [string, RequestInit];
}

describe('getBrowserApiClient', () => {
  afterEach(() => {
    resetBrowserApiClient();
    resetBrowserPlatform();
    delete globals.document;
  });

  it('given several callers, when each asks, then all get the same client (one per page)', () => {
    expect(getBrowserApiClient()).toBe(getBrowserApiClient());
  });

  it('given <html data-api-base>, when a call is made, then it goes to that host with the msite application id', async () => {
    globals.document = { cookie: '', documentElement: { dataset: { apiBase: 'http://127.0.0.1:3333' } } };
    const [url, init] = await requestOfGetCities();
    expect(url).toBe('http://127.0.0.1:3333/api/v2/cities/');
    expect(new Headers(init.headers).get('x-application-id')).toBe('msite');
  });

  it('given a server render (no document), when the shell server set the API base, then calls go to the API itself, anonymously', async () => {
    setServerApiBase('http://api.internal:3333/');
    const [url, init] = await requestOfGetCities();
    expect(url).toBe('http://api.internal:3333/api/v2/cities/');
    expect(new Headers(init.headers).get('authorization')).toBeNull();
  });
});
