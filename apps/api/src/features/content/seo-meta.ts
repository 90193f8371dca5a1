import type { SeoMeta } from '@nivaas/api-client/contract';
import type { Catalogue } from '../../catalogue/catalogue-store';

const SITE = 'https://www.nivaas.example';

/**
 * SEO head of a page: `page` is the screen id (home, listing, hotel-details, faq, ...) and `q` the
 * path being rendered; listing and hotel paths are resolved against the catalogue for real names.
 */
export function seoMeta(catalogue: Catalogue, page: string, q = ''): SeoMeta {
  const path = q.startsWith('/') ? q : `/${q}`;
  const hotelMatch = /^\/hotels-in-([a-z0-9-]+)\/[a-z0-9-]+-(\d+)\/?$/.exec(path);
  const hotel = hotelMatch ? catalogue.hotelsById.get(Number(hotelMatch[2])) : undefined;
  const city = catalogue.cities.find(
    (c) => path.includes(`-${c.slug}/`) || path.endsWith(`-${c.slug}`) || path === `/hotels-in-${c.slug}/`,
  );
  let title = 'Nivaas: budget hotels across India';
  let description = 'Book clean, affordable hotels with free Wi-Fi and 24x7 support in 28 cities.';
  let structured: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: 'Nivaas',
    url: SITE,
  };
  if (hotel) {
    const summary = catalogue.summary(hotel);
    title = `${hotel.name}, ${summary.address.locality}, ${summary.address.city} | Nivaas`;
    description = `${hotel.name}: rated ${hotel.rating}/5 by ${hotel.rating_count} guests. ${hotel.summary}`;
    structured = {
      '@context': 'https://schema.org',
      '@type': 'Hotel',
      name: hotel.name,
      url: `${SITE}${path}`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: hotel.street,
        addressLocality: summary.address.city,
        postalCode: hotel.pincode,
        addressCountry: 'IN',
      },
      geo: { '@type': 'GeoCoordinates', latitude: hotel.lat, longitude: hotel.lng },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: hotel.rating, reviewCount: hotel.rating_count },
    };
  } else if (city && page !== 'home') {
    const words = path.replace(/^\/|\/$/g, '').replace(/-/g, ' ');
    title = `${words.charAt(0).toUpperCase()}${words.slice(1).replace(city.slug.replace(/-/g, ' '), city.name)} | Nivaas`;
    description = `Compare ${catalogue.hotels.filter((h) => h.city_id === city.id).length} budget hotels in ${city.name}, ${city.state}. Free Wi-Fi, clean rooms, pay at hotel.`;
    structured = { '@context': 'https://schema.org', '@type': 'ItemList', name: title, itemListElement: [] };
  } else if (page === 'faq') {
    title = 'FAQ | Nivaas';
    structured = { '@context': 'https://schema.org', '@type': 'FAQPage' };
  }
  return {
    title,
    meta: [
      { name: 'description', content: description },
      { name: 'og:title', content: title },
      { name: 'og:description', content: description },
      { name: 'robots', content: 'index, follow' },
    ],
    link: [{ rel: 'canonical', href: `${SITE}${path === '/' || !q ? '/' : path}` }],
    structured_data: structured,
    footer_interlinks: [
      {
        title: 'Popular cities',
        links: catalogue.cities
          .filter((c) => c.is_popular)
          .map((c) => ({ label: `Hotels in ${c.name}`, href: `/hotels-in-${c.slug}/` })),
      },
      ...(city
        ? [
            {
              title: `Localities in ${city.name}`,
              links: catalogue.localities
                .filter((l) => l.city_id === city.id)
                .map((l) => ({ label: `Hotels in ${l.name}`, href: `/hotels-in-${l.slug}-${city.slug}/` })),
            },
          ]
        : []),
    ],
  };
}
