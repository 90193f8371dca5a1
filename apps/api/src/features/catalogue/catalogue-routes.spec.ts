import { call, expectErrorBody, useTestApp } from '../../testing/test-app';
import { CONTRACT } from '@nivaas/api-client/contract';
import { loadCatalogue } from '../../catalogue/catalogue-store';
import { CLOSED_HOTEL_IDS } from '../../seed/generate-catalogue';

describe('catalogue calls', () => {
  const app = useTestApp();

  it('GET /api/v2/cities/ lists at least 25 cities sorted by name, with Bengaluru and New Delhi', async () => {
    const { status, body } = await call(app(), { method: 'GET', url: '/api/v2/cities/' });
    expect(status).toBe(200);
    const names = body.data.map((c: { name: string }) => c.name);
    expect(names.length).toBeGreaterThanOrEqual(25);
    expect([...names].sort((a: string, b: string) => a.localeCompare(b))).toEqual(names);
    const slugs = body.data.map((c: { slug: string }) => c.slug);
    expect(slugs).toEqual(
      expect.arrayContaining([
        'bengaluru',
        'new-delhi',
        'mumbai',
        'hyderabad',
        'chennai',
        'pune',
        'kolkata',
        'goa',
        'jaipur',
      ]),
    );
    const blr = body.data.find((c: { slug: string }) => c.slug === 'bengaluru');
    expect(blr.hotel_count).toBeGreaterThanOrEqual(150);
    expect(blr.localities.map((l: { slug: string }) => l.slug)).toEqual(
      expect.arrayContaining(['koramangala', 'indiranagar']),
    );
  });

  it('given a browser that accepts brotli, then a city listing goes out compressed, many times smaller', async () => {
    const url = '/api/v1/search/hotels/?city=bengaluru&limit=300';
    const plain = await app().inject({ method: 'GET', url });
    const br = await app().inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length * 5).toBeLessThan(plain.rawPayload.length);
    const gzip = await app().inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('GET /api/v1/popular-cities/ lists only popular cities', async () => {
    const { status, body } = await call(app(), { method: 'GET', url: '/api/v1/popular-cities/' });
    expect(status).toBe(200);
    expect(body.data.every((c: { is_popular: boolean }) => c.is_popular)).toBe(true);
  });

  it('GET /api/v1/facilities/ has the amenity slugs listings use', async () => {
    const { body } = await call(app(), { method: 'GET', url: '/api/v1/facilities/' });
    expect(body.data.map((a: { slug: string }) => a.slug)).toEqual(
      expect.arrayContaining(['free-wifi', 'free-breakfast', 'parking']),
    );
  });

  it('GET /api/v1/landmarks/ lists every landmark listings can name, each the one a near-landmark search finds', async () => {
    const { status, body } = await call(app(), { method: 'GET', url: '/api/v1/landmarks/' });
    expect(status).toBe(200);
    const landmarks = body.data as { name: string; slug: string; city_slug: string }[];
    expect(landmarks.length).toBeGreaterThan(20);
    expect(landmarks.map((l) => l.name)).toEqual([...landmarks.map((l) => l.name)].sort((a, b) => a.localeCompare(b)));
    expect(new Set(landmarks.map((l) => l.slug)).size).toBe(landmarks.length);
    const first = landmarks[0];
    expect(first?.city_slug).toMatch(/^[a-z0-9-]+$/);
    const near = await call(app(), { method: 'GET', url: `/api/v1/search/hotels/?landmark=${first?.slug}&limit=1` });
    expect(near.status).toBe(200);
    expect((await call(app(), { method: 'GET', url: '/api/v1/search/hotels/?landmark=atlantis-xyz' })).status).toBe(
      404,
    );
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

  it('given room types stored out of SPEC order, then the catalogue still holds them byId and ids {hotelId}|{roomType} in SPEC order', async () => {
    const db = app().ctx.db;
    await db.query('UPDATE room_types SET position = 100 - position WHERE hotel_id = 1001');
    const catalogue = await loadCatalogue(db);
    const hotel = catalogue.hotelsById.get(1001);
    expect(hotel).toBeDefined();
    const { room_types } = catalogue.details(hotel!);
    await db.query('UPDATE room_types SET position = 100 - position WHERE hotel_id = 1001');
    const types = room_types.ids.map((id) => id.split('|')[1] ?? '');
    expect(types.length).toBeGreaterThan(1);
    expect(types).toEqual(['common', 'acacia', 'oak', 'maple', 'mahogany'].filter((t) => types.includes(t)));
    for (const id of room_types.ids) expect(room_types.byId[id]).toMatchObject({ id, type: id.split('|')[1] });
    expect(room_types.ids.every((id) => id.startsWith('1001|'))).toBe(true);
  });

  it('given two hotels, then each shows its own policies, in position order, true to its own data', async () => {
    interface Policy {
      policy_type: string;
      short_description: string;
      display_in_need_to_know: boolean;
      display_in_policy: boolean;
      position: number;
    }
    const details = async (id: number) => (await call(app(), { method: 'GET', url: `/api/v1/hotels/${id}/` })).body;
    const hotels = await Promise.all([1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008].map(details));
    const shapes = new Set(hotels.map((h) => JSON.stringify(h.policies)));
    expect(shapes.size).toBeGreaterThan(1);
    for (const h of hotels) {
      const policies = h.policies as Policy[];
      const byType = new Map(policies.map((p) => [p.policy_type, p]));
      expect(policies.map((p) => p.position)).toEqual(policies.map((_, i) => i + 1));
      expect(policies.some((p) => p.display_in_need_to_know)).toBe(true);
      expect(policies.every((p) => p.display_in_policy)).toBe(true);
      const coupleFriendly = h.popular_collections.includes('Couple Friendly');
      expect(byType.get('couples')?.short_description).toBe(
        coupleFriendly ? 'Couple friendly' : 'Unmarried couples not allowed',
      );
      expect(byType.get('id_proof')?.short_description).toBe(
        h.popular_collections.includes('Local ID Accepted') ? 'Local IDs accepted' : 'Local IDs not accepted',
      );
      expect(byType.get('pets')?.short_description).toBe(
        h.popular_collections.includes('Pet Friendly') ? 'Pets allowed' : 'No pets',
      );
      expect(byType.has('cancellation')).toBe(true);
      expect(byType.has('house_rules')).toBe(h.property_type === 'homestay');
    }
  });

  it('answers 404 for an unknown hotel and 400 for a non-numeric id', async () => {
    const missing = await call(app(), { method: 'GET', url: '/api/v1/hotels/999999/' });
    expect(missing.status).toBe(404);
    expectErrorBody(missing.body);
    const bad = await call(app(), { method: 'GET', url: '/api/v1/hotels/abc/' });
    expect(bad.status).toBe(400);
    expectErrorBody(bad.body);
  });

  it('answers 410 for a hotel that left the chain, which no search, suggestion or city count includes', async () => {
    const [closed] = CLOSED_HOTEL_IDS;
    const res = await call(app(), { method: 'GET', url: `/api/v1/hotels/${closed}/` });
    expect(res.status).toBe(410);
    expectErrorBody(res.body);
    expect(res.body.error).toBe('This hotel is no longer on Nivaas');
    const city = await call(app(), { method: 'GET', url: '/api/v1/search/hotels/?city=puducherry' });
    expect(city.body.hotels.map((h: { id: number }) => h.id)).not.toContain(closed);
    const cities = await call(app(), { method: 'GET', url: '/api/v2/cities/' });
    const puducherry = cities.body.data.find((c: { slug: string }) => c.slug === 'puducherry');
    expect(puducherry.hotel_count).toBe(city.body.total);
    const suggestions = await call(app(), {
      method: 'GET',
      url: '/api/v1/search/suggestions/?q=Medalio%20Orchid%20White',
    });
    expect(suggestions.body.suggestions.map((s: { hotel_id: number | null }) => s.hotel_id)).not.toContain(closed);
  });

  it('GET /api/v1/search/hotels/ resolves city, locality, amenity, category and landmark', async () => {
    const city = await call(app(), { method: 'GET', url: '/api/v1/search/hotels/?city=bengaluru' });
    expect(city.body.total).toBeGreaterThanOrEqual(150);
    const loc = await call(app(), { method: 'GET', url: '/api/v1/search/hotels/?city=bengaluru&locality=koramangala' });
    expect(loc.body.total).toBeGreaterThan(0);
    expect(loc.body.hotels.every((h: { address: { locality: string } }) => h.address.locality === 'Koramangala')).toBe(
      true,
    );
    const wifi = await call(app(), { method: 'GET', url: '/api/v1/search/hotels/?city=new-delhi&amenity=free-wifi' });
    expect(
      wifi.body.hotels.every((h: { amenities: { slug: string }[] }) => h.amenities.some((a) => a.slug === 'free-wifi')),
    ).toBe(true);
    const cat = await call(app(), {
      method: 'GET',
      url: '/api/v1/search/hotels/?city=bengaluru&category=couple-friendly-hotels',
    });
    expect(cat.body.total).toBeGreaterThan(0);
    const near = await call(app(), { method: 'GET', url: '/api/v1/search/hotels/?landmark=india-gate&radius_km=10' });
    expect(near.body.hotels[0].distance).not.toBeNull();
  });

  // Regression: /hotels-in-koramangala-bengaluru/ showed "Nivaas Orchid Koramangala" four times (four seeded hotels
  // with one name); every listing must name each hotel once, whatever page or order it is read in.
  it('given every locality listing, then no two of its hotels share a name, and pages never repeat a hotel', async () => {
    const cities = (await call(app(), { method: 'GET', url: '/api/v2/cities/' })).body.data as {
      slug: string;
      localities: { slug: string }[];
    }[];
    for (const city of cities) {
      for (const locality of city.localities) {
        const url = `/api/v1/search/hotels/?city=${city.slug}&locality=${locality.slug}`;
        const { body } = await call(app(), { method: 'GET', url });
        const names = body.hotels.map((h: { name: string }) => h.name);
        expect({ url, repeated: names.filter((n: string, i: number) => names.indexOf(n) !== i) }).toEqual({
          url,
          repeated: [],
        });
        const paged: number[] = [];
        for (let page = 1; page <= Math.ceil(body.total / 5); page += 1)
          paged.push(...(await call(app(), { method: 'GET', url: `${url}&limit=5&page=${page}` })).body.hotel_ids);
        expect(paged).toEqual(body.hotel_ids);
      }
    }
  });

  it('searchHotels: unknown slugs are 404, bad coordinates 400', async () => {
    expect((await call(app(), { method: 'GET', url: '/api/v1/search/hotels/?city=atlantis' })).status).toBe(404);
    expect(
      (await call(app(), { method: 'GET', url: '/api/v1/search/hotels/?city=bengaluru&amenity=moat' })).status,
    ).toBe(404);
    expect((await call(app(), { method: 'GET', url: '/api/v1/search/hotels/?lat=100&lng=0' })).status).toBe(400);
  });

  it('GET /api/v1/search/suggestions/ suggests cities, localities and hotels', async () => {
    const { body } = await call(app(), { method: 'GET', url: '/api/v1/search/suggestions/?q=kora' });
    expect(body.suggestions[0]).toMatchObject({ type: 'locality', q: 'koramangala' });
    const city = await call(app(), { method: 'GET', url: '/api/v1/search/suggestions/?q=beng' });
    expect(city.body.suggestions[0]).toMatchObject({ type: 'city', q: 'bengaluru' });
    expect((await call(app(), { method: 'GET', url: '/api/v1/search/suggestions/?q=' })).status).toBe(400);
  });

  it('suggestions: an old name finds the city under its own name with the name it matched; bad text is no error', async () => {
    const { status, body } = await call(app(), { method: 'GET', url: '/api/v1/search/suggestions/?q=Bangalore' });
    expect(status).toBe(200);
    expect(body.suggestions[0]).toMatchObject({
      type: 'city',
      q: 'bengaluru',
      label: 'Bengaluru, Karnataka',
      alias: 'Bangalore',
      area: { search: 'Bengaluru' },
    });
    const own = await call(app(), { method: 'GET', url: '/api/v1/search/suggestions/?q=Bengaluru' });
    expect(own.body.suggestions[0]).not.toHaveProperty('alias');
    for (const q of ['%25', '%F0%9F%99%82', '%20%20%20', 'a'.repeat(100)]) {
      const res = await call(app(), { method: 'GET', url: `/api/v1/search/suggestions/?q=${q}` });
      expect({ q, status: res.status, suggestions: res.body.suggestions }).toEqual({ q, status: 200, suggestions: [] });
    }
  });

  it('searchHotels q: a misspelt hotel name finds the hotel first; text with nothing to search finds none', async () => {
    const { body } = await call(app(), {
      method: 'GET',
      url: '/api/v1/search/hotels/?q=Nivas%20Orchid%20Koramangla&limit=20',
    });
    expect(body.hotels[0]).toMatchObject({ id: 1001, name: 'Nivaas Orchid Koramangala' });
    const orchids = await call(app(), { method: 'GET', url: '/api/v1/search/hotels/?q=nivas%20orchid&limit=300' });
    expect(orchids.body.total).toBeGreaterThan(10);
    expect(orchids.body.hotels.every((h: { name: string }) => h.name.startsWith('Nivaas Orchid '))).toBe(true);
    for (const q of ['%25', '%F0%9F%99%82', '%20']) {
      const res = await call(app(), { method: 'GET', url: `/api/v1/search/hotels/?q=${q}` });
      expect({ q, status: res.status, total: res.body.total }).toEqual({ q, status: 200, total: 0 });
    }
  });

  it('popular cities are exactly the cities flagged popular, in their own order', async () => {
    const all = (await call(app(), { method: 'GET', url: '/api/v2/cities/' })).body.data as {
      slug: string;
      is_popular: boolean;
    }[];
    const popular = (await call(app(), { method: 'GET', url: '/api/v1/popular-cities/' })).body.data as {
      slug: string;
    }[];
    expect(popular.map((c) => c.slug).sort()).toEqual(
      all
        .filter((c) => c.is_popular)
        .map((c) => c.slug)
        .sort(),
    );
    expect(popular.length).toBeGreaterThanOrEqual(6);
  });

  it('facilities are unique by slug, grouped in hotel and room amenities, with the listing categories', async () => {
    const { body } = await call(app(), { method: 'GET', url: '/api/v1/facilities/' });
    const slugs = body.data.map((a: { slug: string }) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(body.categories).toEqual(expect.arrayContaining(['budget-hotels', 'couple-friendly-hotels']));
    expect(body.data.every((a: { category: string }) => ['hotel', 'room'].includes(a.category))).toBe(true);
  });

  it('searchHotels pages without overlap and sorts a lat/lng search by distance', async () => {
    const p1 = await call(app(), { method: 'GET', url: '/api/v1/search/hotels/?city=bengaluru&limit=20&page=1' });
    const p2 = await call(app(), { method: 'GET', url: '/api/v1/search/hotels/?city=bengaluru&limit=20&page=2' });
    expect(p1.body.hotel_ids).toHaveLength(20);
    expect(p2.body.hotel_ids.some((id: number) => p1.body.hotel_ids.includes(id))).toBe(false);
    // Koramangala, Bengaluru.
    const near = await call(app(), {
      method: 'GET',
      url: '/api/v1/search/hotels/?lat=12.9352&lng=77.6245&radius_km=3',
    });
    const distances = near.body.hotels.map((h: { distance: number }) => h.distance);
    expect(distances.length).toBeGreaterThan(0);
    expect(distances).toEqual([...distances].sort((a: number, b: number) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(3);
  });

  it('searchHotels: half a point, a locality without city, a radius or page out of range are 400 or 404', async () => {
    for (const q of [
      'lat=12.9',
      'lng=77.6',
      'lat=12.9&lng=77.6&radius_km=0',
      'lat=12.9&lng=77.6&radius_km=101',
      'city=bengaluru&page=0',
      'city=bengaluru&page=99999999999999999999',
      'city=bengaluru&limit=301',
    ]) {
      const res = await call(app(), { method: 'GET', url: `/api/v1/search/hotels/?${q}` });
      expect(res.status).toBe(400);
      expectErrorBody(res.body);
    }
    const locality = await call(app(), { method: 'GET', url: '/api/v1/search/hotels/?locality=koramangala' });
    expect(locality.status).toBe(404);
    expectErrorBody(locality.body);
  });

  it('suggestions: amenities and landmarks are found, the limit is honoured, and a bad limit or long q is 400', async () => {
    const parking = await call(app(), { method: 'GET', url: '/api/v1/search/suggestions/?q=parking' });
    expect(
      parking.body.suggestions.some((s: { type: string; q: string }) => s.type === 'amenity' && s.q === 'parking'),
    ).toBe(true);
    const gate = await call(app(), { method: 'GET', url: '/api/v1/search/suggestions/?q=india%20gate' });
    expect(gate.body.suggestions.some((s: { type: string }) => s.type === 'landmark')).toBe(true);
    const few = await call(app(), { method: 'GET', url: '/api/v1/search/suggestions/?q=a&limit=3' });
    expect(few.body.suggestions.length).toBeLessThanOrEqual(3);
    for (const q of ['q=a&limit=0', 'q=a&limit=21', `q=${'a'.repeat(101)}`, '']) {
      expect((await call(app(), { method: 'GET', url: `/api/v1/search/suggestions/?${q}` })).status).toBe(400);
    }
  });

  it('health answers ok, and /api/docs/json lists every operation of the contract', async () => {
    expect((await call(app(), { method: 'GET', url: '/api/health' })).body).toEqual({ status: 'ok' });
    const docs = (await call(app(), { method: 'GET', url: '/api/docs/json' })).body as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const ids = Object.values(docs.paths).flatMap((methods) => Object.values(methods).map((m) => m.operationId));
    expect(ids).toEqual(expect.arrayContaining(Object.keys(CONTRACT)));
  });
});
