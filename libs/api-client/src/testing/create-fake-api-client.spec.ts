import { isApiError } from '../errors/api-error';
import { createFakeApiClient, fakeApiError } from './create-fake-api-client';

describe('createFakeApiClient', () => {
  it('given a value for an operation, when called, then it answers a copy and records the call', async () => {
    const api = createFakeApiClient({ getPopularCities: [{ name: 'Goa', slug: 'goa' }] as never });
    const first = await api.getPopularCities();
    expect(first).toEqual([{ name: 'Goa', slug: 'goa' }]);
    expect(api.calls).toEqual([{ operationId: 'getPopularCities', input: {} }]);
  });

  it('given a function, when called, then it gets the input', async () => {
    const api = createFakeApiClient({ getFaqs: (input) => ({ total: Number(input.query?.offset ?? 0) }) as never });
    await expect(api.getFaqs({ query: { offset: 5 } } as never)).resolves.toEqual({ total: 5 });
    expect(api.callsOf('getFaqs')).toEqual([{ query: { offset: 5 } }]);
  });

  it('given no handler, when called, then it rejects with a 501 that names the operation', async () => {
    const error = await createFakeApiClient()
      .getCities()
      .catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(501);
    expect((error as Error).message).toBe('Not faked: getCities');
  });

  it('given a failure then a success, when answered again, then the next call succeeds (a Retry)', async () => {
    const api = createFakeApiClient({
      getCities: () => {
        throw fakeApiError(500, 'API Error');
      },
    });
    await expect(api.getCities()).rejects.toThrow('API Error');
    api.answer({ getCities: [] as never });
    await expect(api.getCities()).resolves.toEqual([]);
  });

  it('given failNext, then only the next call fails', async () => {
    const api = createFakeApiClient({ getCities: [] as never });
    api.failNext('getCities', new Error('down'));
    await expect(api.getCities()).rejects.toThrow('down');
    await expect(api.getCities()).resolves.toEqual([]);
  });

  it('given an aborted signal, then it rejects as the real client does', async () => {
    const controller = new AbortController();
    controller.abort();
    const api = createFakeApiClient({ getCities: [] as never });
    await expect(api.getCities(undefined, { signal: controller.signal })).rejects.toThrow('Aborted');
  });
});
