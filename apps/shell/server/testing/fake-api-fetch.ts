import type { SeoMeta } from '@nivaas/api-client/contract';

export interface FakeApi {
  readonly fetch: typeof fetch;
  /** Paths and queries asked for, in order (e.g. `/api/v2/cities/`, `/api/v3/contents/meta/?page=home&q=%2F`). */
  readonly calls: string[];
  /** Switch the whole API off (every call fails as a refused connection) or back on. */
  down: boolean;
  /** When set, every call waits for ever (until aborted), as a hung API. */
  hang: boolean;
  /**
   * When set, another server holds the API's port: every call answers this status with an HTML
   * page (what a leftover dev server or anything else on the port would send), not the API's JSON.
   */
  impostor: number | null;
  /** The SEO content per request; defaults to a plain head naming page and q. */
  meta: (page: string, q: string | null) => SeoMeta;
  /** What getHotelDetails knows, by id (only the fields the server reads); any other id is 404. */
  hotels: Map<number, FakeHotel>;
}

export interface FakeHotel {
  readonly name: string;
  readonly slug: string;
  readonly citySlug: string;
}

/** The hotels every fake API starts with: /hotels-in-bengaluru/nivaas-koramangala-residency-1042/ is one's own URL. */
export const FAKE_HOTELS: ReadonlyMap<number, FakeHotel> = new Map([
  [1042, { name: 'Nivaas Koramangala Residency', slug: 'nivaas-koramangala-residency', citySlug: 'bengaluru' }],
  [2001, { name: 'Nivaas Karol Bagh', slug: 'nivaas-karol-bagh', citySlug: 'new-delhi' }],
]);

const CITIES = [
  { slug: 'bengaluru', name: 'Bengaluru', localities: ['koramangala', 'indiranagar'] },
  { slug: 'new-delhi', name: 'New Delhi', localities: ['karol-bagh'] },
];

/** /hotels-near-{landmark}/ may name these; any other landmark is a 404. */
export const LANDMARKS = ['mg-road', 'kempegowda-international-airport'];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A stand-in for the reference API's catalogue and content calls, behind fetch. */
export function createFakeApi(): FakeApi {
  const api: FakeApi = {
    calls: [],
    down: false,
    hang: false,
    impostor: null,
    hotels: new Map(FAKE_HOTELS),
    meta: (page, q) => ({
      title: `Title of ${page} ${q ?? ''}`.trim(),
      meta: [{ name: 'description', content: `About ${q ?? page}` }],
      link: [{ rel: 'canonical', href: `https://www.nivaas.example${q ?? '/'}` }],
      structured_data: { '@context': 'https://schema.org', '@type': 'WebPage', name: page },
      footer_interlinks: [],
    }),
    fetch: async (input, init) => {
      const url = new URL(String(input));
      api.calls.push(`${url.pathname}${url.search}`);
      if (api.hang) {
        return new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        });
      }
      if (api.down) throw new TypeError('fetch failed');
      if (api.impostor !== null)
        return new Response('<!doctype html><title>Not the API</title>', {
          status: api.impostor,
          headers: { 'content-type': 'text/html' },
        });
      const hotelId = /^\/api\/v1\/hotels\/(\d+)\/$/.exec(url.pathname)?.[1];
      if (hotelId !== undefined) {
        const hotel = api.hotels.get(Number(hotelId));
        if (!hotel) return json({ error: 'Hotel not found', errors: [] }, 404);
        return json({
          id: Number(hotelId),
          name: hotel.name,
          slug: hotel.slug,
          address: { city: hotel.citySlug, city_slug: hotel.citySlug, locality: 'Koramangala' },
        });
      }
      switch (url.pathname) {
        case '/api/v2/cities/':
          return json({
            data: CITIES.map((c, i) => ({
              id: i + 1,
              name: c.name,
              slug: c.slug,
              state: 'State',
              coordinates: { lat: 12, lng: 77 },
              hotel_count: 3,
              image_url: '/img.jpg',
              is_popular: true,
              localities: c.localities.map((slug) => ({ name: slug, slug, coordinates: { lat: 12, lng: 77 } })),
            })),
          });
        case '/api/v1/facilities/':
          return json({
            data: [{ id: 1, slug: 'free-wifi', name: 'Free Wi-Fi', category: 'hotel' }],
            categories: ['budget-hotels'],
          });
        case '/api/v1/landmarks/':
          return json({
            data: LANDMARKS.map((slug) => ({
              name: slug,
              slug,
              city_slug: 'bengaluru',
              coordinates: { lat: 12.97, lng: 77.6 },
            })),
          });
        case '/api/v3/contents/meta/':
          return json(api.meta(url.searchParams.get('page') ?? '', url.searchParams.get('q')));
        default:
          return json({ error: 'Not Found', errors: [] }, 404);
      }
    },
  };
  return api;
}
