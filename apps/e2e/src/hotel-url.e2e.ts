import { expect, test, type APIRequestContext } from './support/test';
import { hotelPath } from '@nivaas/routes';

/** One URL per hotel, a real 404 for a hotel that does not exist, its SEO head, recently viewed. */
const HOTEL_ID = 1042;
/** An id the seeded catalogue does not have. */
const UNKNOWN_ID = 999999;
/** The seeded hotel that left the chain (apps/api generate-catalogue.ts CLOSED_HOTEL_IDS): the API answers it 410. */
const CLOSED_ID = 1727;
/** The reference API's site address (apps/api seo-meta.ts), the host of every canonical link. */
const SITE = 'https://www.nivaas.example';
const STAY = '?checkin=10-12-2030&checkout=11-12-2030&roomconfig=2-0';

interface Hotel {
  id: number;
  name: string;
  slug: string;
  address: { city_slug: string; locality: string };
}

/** The hotel as the API has it, and its own URL, built as every link of the site builds it. */
async function hotelOf(request: APIRequestContext, id: number): Promise<{ hotel: Hotel; own: string }> {
  const response = await request.get(`/api/v1/hotels/${id}/`);
  expect(response.status()).toBe(200);
  const hotel = (await response.json()) as Hotel;
  return { hotel, own: hotelPath({ citySlug: hotel.address.city_slug, hotelName: hotel.slug, hotelId: hotel.id }) };
}

/** A URL for the same id under another hotel's slug and another city. */
const mismatched = (hotel: Hotel) =>
  `/hotels-in-${hotel.address.city_slug === 'goa' ? 'pune' : 'goa'}/not-${hotel.slug}-${hotel.id}/`;

test.describe('hotel URLs', () => {
  test("given the hotel's own URL, then 200", async ({ request }) => {
    const { own } = await hotelOf(request, HOTEL_ID);
    const response = await request.get(`${own}${STAY}`, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=3600');
  });

  test("given another hotel's slug and city on the id, then 301 to the hotel's own URL with the query", async ({
    request,
  }) => {
    const { hotel, own } = await hotelOf(request, HOTEL_ID);
    const response = await request.get(`${mismatched(hotel)}${STAY}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe(`${own}${STAY}`);
    // Only the slug wrong, the city right: moved too.
    const slugOnly = await request.get(`/hotels-in-${hotel.address.city_slug}/some-other-name-${hotel.id}/`, {
      maxRedirects: 0,
    });
    expect(slugOnly.status()).toBe(301);
    expect(slugOnly.headers()['location']).toBe(own);
  });

  test("given a visitor following an old link, then the browser lands on the hotel's own URL and page", async ({
    page,
    request,
  }) => {
    const { hotel, own } = await hotelOf(request, HOTEL_ID);
    await page.goto(`${mismatched(hotel)}${STAY}`);
    await expect(page).toHaveURL(`${own}${STAY}`);
    await expect(page.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();
  });

  test('given a hotel id that does not exist, then a real 404 and the Not Found page the server drew, noindex', async ({
    request,
    page,
  }) => {
    const path = `/hotels-in-bengaluru/nivaas-anything-${UNKNOWN_ID}/`;
    expect((await request.get(`/api/v1/hotels/${UNKNOWN_ID}/`)).status()).toBe(404);
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(response.headers()['cache-control']).toBe('no-store');
    const navigation = await page.goto(path);
    expect(navigation?.status()).toBe(404);
    // The server knows there is no such hotel, draws the Not Found screen and the browser keeps it (a hotel the API
    // stops knowing during a visit shows the hotel page's own 'We could not find this hotel', hotel-missing-view).
    await expect(page.getByRole('heading', { level: 1, name: /could not find that page/i })).toBeVisible();
    await expect(page.getByRole('link', { name: /home page/i })).toBeVisible();
    await expect(page.locator('meta[name="robots"][content="noindex"]').first()).toBeAttached();
  });

  test('given a hotel that left the chain, then 410 and the page says it is no longer on the site, with search', async ({
    request,
    page,
  }) => {
    const path = `/hotels-in-puducherry/medalio-orchid-white-town-${CLOSED_ID}/`;
    expect((await request.get(`/api/v1/hotels/${CLOSED_ID}/`)).status()).toBe(410);
    const navigation = await page.goto(`${path}${STAY}`);
    expect(navigation?.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1, name: 'This hotel is no longer on Nivaas' })).toBeVisible();
    await expect(page.getByText(/cannot be booked here any more/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
    await page.getByRole('link', { name: 'Search hotels' }).click();
    await expect(page).toHaveURL(/\/search\/$/);
  });
});

test.describe('the hotel page head in the server HTML', () => {
  test('given the hotel page, then its HTML carries the canonical link and one schema.org Hotel block', async ({
    request,
  }) => {
    const { hotel, own } = await hotelOf(request, HOTEL_ID);
    const html = await (await request.get(`${own}?utm_source=google`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const canonical = /<link[^>]*\brel="canonical"[^>]*\bhref="([^"]*)"/.exec(head)?.[1];
    expect(canonical).toBe(`${SITE}${own}`);
    expect(/<title[^>]*>([^<]*)<\/title>/.exec(head)?.[1]).toContain(hotel.name);
    const blocks = [...head.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    const data = JSON.parse(blocks[0]?.[1] ?? '') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Hotel',
      name: hotel.name,
      address: { '@type': 'PostalAddress' },
      geo: { '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: expect.any(Number) },
    });
    if ('priceRange' in data) expect(typeof data['priceRange']).toBe('string');
  });
});

test.describe('recently viewed hotels', () => {
  test('given a hotel page seen, then home lists it under Recently viewed, linking back to it', async ({
    page,
    request,
  }) => {
    const { hotel, own } = await hotelOf(request, HOTEL_ID);
    await page.goto(`${own}${STAY}`);
    await expect(page.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();
    // The heading is in the server's HTML before the page is live; the visit is kept once the screen has hydrated.
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Recently viewed' });
    const link = section.getByRole('link', { name: new RegExp(hotel.name) });
    await expect(link).toBeVisible();
    expect(new URL((await link.getAttribute('href')) ?? '', page.url()).pathname).toBe(own);
    await section.getByRole('button', { name: 'Clear recently viewed hotels' }).click();
    await expect(section).toHaveCount(0);
  });

  test('given a first visit, then home has no Recently viewed section and its server HTML never has one', async ({
    page,
    request,
  }) => {
    expect(await (await request.get('/')).text()).not.toContain('Recently viewed');
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Popular cities' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);
  });
});
