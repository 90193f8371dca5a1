/** @jest-environment node */
import { createShellApi } from './shell-api';
import { createFakeApi } from './testing/fake-api-fetch';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createShellApi: hotel', () => {
  it('given a hotel the API has, then its id, own slug and city slug from getHotelDetails', async () => {
    const api = createFakeApi();
    const shellApi = createShellApi('http://api.test/', { timeoutMs: 200, fetch: api.fetch });
    await expect(shellApi.hotel(1042)).resolves.toEqual({
      id: 1042,
      slug: 'nivaas-koramangala-residency',
      citySlug: 'bengaluru',
    });
    expect(api.calls).toEqual(['/api/v1/hotels/1042/']);
  });

  it('given the API answers 404, then null: there is no such hotel', async () => {
    const api = createFakeApi();
    const shellApi = createShellApi('http://api.test', { timeoutMs: 200, fetch: api.fetch });
    await expect(shellApi.hotel(999999)).resolves.toBeNull();
  });

  it('given the API answers 410 with its error body (a hotel that left the chain), then gone', async () => {
    const gone = createShellApi('http://api.test', {
      timeoutMs: 200,
      fetch: async () => json({ error: 'This hotel is no longer on Nivaas', errors: [] }, 410),
    });
    await expect(gone.hotel(1727)).resolves.toBe('gone');
  });

  it('given the API down, failing with 500, or hanging past the timeout, then it rejects: nobody knows', async () => {
    const api = createFakeApi();
    const shellApi = createShellApi('http://api.test', { timeoutMs: 50, fetch: api.fetch });
    api.down = true;
    await expect(shellApi.hotel(1042)).rejects.toBeDefined();
    api.down = false;
    api.hang = true;
    await expect(shellApi.hotel(1042)).rejects.toBeDefined();
    const failing = createShellApi('http://api.test', {
      timeoutMs: 50,
      fetch: async () => json({ error: 'Boom', errors: [] }, 500),
    });
    await expect(failing.hotel(1042)).rejects.toMatchObject({ status: 500 });
  });

  it('given an answer of another shape or for another id, then it rejects rather than invent a URL', async () => {
    const shapes = [{ id: 1042, slug: 'x' }, { id: 7, slug: 'x', address: { city_slug: 'goa' } }, null];
    for (const body of shapes) {
      const shellApi = createShellApi('http://api.test', { timeoutMs: 50, fetch: async () => json(body) });
      await expect(shellApi.hotel(1042)).rejects.toBeDefined();
    }
  });
});
