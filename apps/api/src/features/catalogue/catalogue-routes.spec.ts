import { call, expectErrorBody, useTestApp } from '../../testing/test-app';

describe('catalogue calls', () => {
  const app = useTestApp();

  it('GET /api/v2/cities/ lists at least 25 cities sorted by name, with Bengaluru and New Delhi', async () => {
    const { status, body } = await call(app(), { method: 'GET', url: '/api/v2/cities/' });
    expect(status).toBe(200);
    const names = body.data.map((c: { name: string }) => c.name);
    expect(names.length).toBeGreaterThanOrEqual(25);
    expect([...names].sort((a: string, b: string) => a.localeCompare(b))).toEqual(names);
    const slugs = body.data.map((c: { slug: string }) => c.slug);
    expect(slugs).toEqual(expect.arrayContaining(['bengaluru', 'new-delhi', 'mumbai', 'hyderabad', 'chennai', 'pune', 'kolkata', 'goa', 'jaipur']));
    const blr = body.data.find((c: { slug: string }) => c.slug === 'bengaluru');
    expect(blr.hotel_count).toBeGreaterThanOrEqual(150);
    expect(blr.localities.map((l: { slug: string }) => l.slug)).toEqual(expect.arrayContaining(['koramangala', 'indiranagar']));
  });

  it('GET /api/v1/popular-cities/ lists only popular cities', async () => {
    const { status, body } = await call(app(), { method: 'GET', url: '/api/v1/popular-cities/' });
    expect(status).toBe(200);
    expect(body.data.every((c: { is_popular: boolean }) => c.is_popular)).toBe(true);
  });

  it('GET /api/v1/facilities/ has the amenity slugs listings use', async () => {
    const { body } = await call(app(), { method: 'GET', url: '/api/v1/facilities/' });
    expect(body.data.map((a: { slug: string }) => a.slug)).toEqual(expect.arrayContaining(['free-wifi', 'free-breakfast', 'parking']));
  });

  it('GET /api/v1/hotels/:id/ returns details with room types in SPEC order and sized images', async () => {
    const { status, body } = await call(app(), { method: 'GET', url: '/api/v1/hotels/1001/' });
    expect(status).toBe(200);
    const order = ['common', 'acacia', 'oak', 'maple', 'mahogany'];
    const types = body.room_types.ids.map((id: string) => id.split('|')[1]);
    expect(types).toEqual(order.filter((t) => types.includes(t)));
    expect(body.room_types.ids[0]).toMatch(/^1001\|/);
    expect(body.images[0]).toMatchObject({ width: 1024, height: 768 });
    expect(body.policies.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown hotel and 400 for a non-numeric id', async () => {
    const missing = await call(app(), { method: 'GET', url: '/api/v1/hotels/999999/' });
    expect(missing.status).toBe(404);
    expectErrorBody(missing.body);
    const bad = await call(app(), { method: 'GET', url: '/api/v1/hotels/abc/' });
    expect(bad.status).toBe(400);
    expectErrorBody(bad.body);
  });

  it('GET /api/v1/search/hotels/ resolves city, locality, amenity, category and landmark', async () => {
    const city = await call(app(), { method: 'GET', url: '/api/v1/search/hotels/?city=bengaluru' });
    expect(city.body.total).toBeGreaterThanOrEqual(150);
    const loc = await call(app(), { method: 'GET', url: '/api/v1/search/hotels/?city=bengaluru&locality=koramangala' });
    expect(loc.body.total).toBeGreaterThan(0);
    expect(loc.body.hotels.every((h: { address: { locality: string } }) => h.address.locality === 'Koramangala')).toBe(true);
    const wifi = await call(app(), { method: 'GET', url: '/api/v1/search/hotels/?city=new-delhi&amenity=free-wifi' });
    expect(wifi.body.hotels.every((h: { amenities: { slug: string }[] }) => h.amenities.some((a) => a.slug === 'free-wifi'))).toBe(true);
    const cat = await call(app(), { method: 'GET', url: '/api/v1/search/hotels/?city=bengaluru&category=couple-friendly-hotels' });
    expect(cat.body.total).toBeGreaterThan(0);
    const near = await call(app(), { method: 'GET', url: '/api/v1/search/hotels/?landmark=india-gate&radius_km=10' });
    expect(near.body.hotels[0].distance).not.toBeNull();
  });

  it('searchHotels: unknown slugs are 404, bad coordinates 400', async () => {
    expect((await call(app(), { method: 'GET', url: '/api/v1/search/hotels/?city=atlantis' })).status).toBe(404);
    expect((await call(app(), { method: 'GET', url: '/api/v1/search/hotels/?city=bengaluru&amenity=moat' })).status).toBe(404);
    expect((await call(app(), { method: 'GET', url: '/api/v1/search/hotels/?lat=100&lng=0' })).status).toBe(400);
  });

  it('GET /api/v1/search/suggestions/ suggests cities, localities and hotels', async () => {
    const { body } = await call(app(), { method: 'GET', url: '/api/v1/search/suggestions/?q=kora' });
    expect(body.suggestions[0]).toMatchObject({ type: 'locality', q: 'koramangala' });
    const city = await call(app(), { method: 'GET', url: '/api/v1/search/suggestions/?q=beng' });
    expect(city.body.suggestions[0]).toMatchObject({ type: 'city', q: 'bengaluru' });
    expect((await call(app(), { method: 'GET', url: '/api/v1/search/suggestions/?q=' })).status).toBe(400);
  });
});
