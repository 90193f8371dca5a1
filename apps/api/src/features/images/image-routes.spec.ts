import { expectErrorBody, useTestApp } from '../../testing/test-app';

describe('image routes', () => {
  const app = useTestApp();
  const get = (url: string) => app().inject({ method: 'GET', url });

  it('serves a hotel photo and a city photo as JPEG, cacheable for a year', async () => {
    for (const url of ['/api/images/hotels/1001/1-640.jpg', '/api/images/cities/goa-320.jpg']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toContain('immutable');
    }
  });

  it('given junk in the address (a query, a width it does not make, a huge id, a long name), then 400 in the error shape', async () => {
    for (const url of [
      '/api/images/hotels/1001/1-640.jpg?resize=99999',
      '/api/images/cities/goa-320.jpg?x=1',
      '/api/images/hotels/1001/1-641.jpg',
      '/api/images/hotels/99999999999/1-640.jpg',
      `/api/images/cities/${'a'.repeat(85)}-320.jpg`,
    ]) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expectErrorBody(res.json());
    }
  });

  it('given a hotel or city it does not have, then 404 in the error shape', async () => {
    for (const url of ['/api/images/hotels/999999/1-640.jpg', '/api/images/cities/atlantis-320.jpg']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expectErrorBody(res.json());
    }
  });
});
