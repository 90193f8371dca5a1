import type { SeoMeta } from '@nivaas/api-client/contract';
import { formatInr, todayInKolkata } from '@nivaas/domain';
import { DEFAULT_LOCALE, type Locale } from '@nivaas/i18n';
import type { TextValues } from '../../i18n/content-texts';
import type { Catalogue, HotelRow } from '../../catalogue/catalogue-store';
import { priceStay } from '../../pricing/price-stay';
import { DEFAULT_PRICING, type PricingConfig } from '../../pricing/pricing-config';
import { tariffsFor } from '../../pricing/quote-hotel';
import { RATE_PLANS, type RatePlanCode } from '../../seed/reference-data';
import { listingItems } from './listing-item-list';

const SITE = 'https://www.nivaas.example';

/**
 * The English templates of the SEO head (keys seo.*). A listing's English title is made of its path's words;
 * other locales say it with seo.listing.title.
 */
export const SEO_TEXTS = {
  'seo.home.title': 'Nivaas: budget hotels across India',
  'seo.home.description': 'Book clean, affordable hotels with free Wi-Fi and 24x7 support in {cities} cities.',
  'seo.hotel.title': '{hotel}, {locality}, {city} | Nivaas',
  'seo.hotel.description': '{hotel}: rated {rating}/5 by {count} guests. {summary}',
  'seo.listing.title': 'Hotels in {place} | Nivaas',
  'seo.listing.description': 'Compare {count} budget hotels in {city}, {state}. Free Wi-Fi, clean rooms, pay at hotel.',
  'seo.faq.title': 'FAQ | Nivaas',
  'seo.footer.popular_cities': 'Popular cities',
  'seo.footer.hotels_in': 'Hotels in {place}',
  'seo.footer.localities_in': 'Localities in {city}',
} as const;

/**
 * schema.org priceRange of a hotel: tonight's price of one room for one night, tax and fee
 * included, from its cheapest room and plan to its dearest (no member or coupon discount).
 */
function priceRange(catalogue: Catalogue, hotel: HotelRow, pricing: PricingConfig): string {
  const tonight = [todayInKolkata()];
  const totals = (catalogue.roomTypes.get(hotel.id) ?? []).flatMap((rt) =>
    (Object.keys(RATE_PLANS) as RatePlanCode[]).map(
      (plan) =>
        priceStay({ tariffs: tariffsFor(hotel, rt, plan, tonight, pricing), rooms: 1, member: false }, pricing).total,
    ),
  );
  if (!totals.length) return '';
  const [low, high] = [Math.min(...totals), Math.max(...totals)];
  // schema.org reads this, not a visitor: always en-IN.
  return low === high ? formatInr(low) : `${formatInr(low)} - ${formatInr(high)}`;
}

/**
 * SEO head of a page: `page` is the screen id (home, listing, hotel-details, faq, ...) and `q` the
 * path being rendered; listing and hotel paths are resolved against the catalogue for real names.
 */
export function seoMeta(
  catalogue: Catalogue,
  page: string,
  q = '',
  pricing: PricingConfig = DEFAULT_PRICING,
  locale: Locale = DEFAULT_LOCALE,
): SeoMeta {
  const say = (key: keyof typeof SEO_TEXTS, values?: TextValues, english: string = SEO_TEXTS[key]) =>
    catalogue.text(locale, key, english, values);
  const path = q.startsWith('/') ? q : `/${q}`;
  const hotelMatch = /^\/hotels-in-([a-z0-9-]+)\/[a-z0-9-]+-(\d+)\/?$/.exec(path);
  const hotel = hotelMatch ? catalogue.hotelsById.get(Number(hotelMatch[2])) : undefined;
  const city = catalogue.cities.find(
    (c) => path.includes(`-${c.slug}/`) || path.endsWith(`-${c.slug}`) || path === `/hotels-in-${c.slug}/`,
  );
  let title = say('seo.home.title');
  let description = say('seo.home.description', { cities: 28 });
  let structured: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: 'Nivaas',
    url: SITE,
  };
  if (hotel) {
    const summary = catalogue.summary(hotel, null, locale);
    title = say('seo.hotel.title', {
      hotel: hotel.name,
      locality: summary.address.locality,
      city: summary.address.city,
    });
    description = say('seo.hotel.description', {
      hotel: hotel.name,
      rating: hotel.rating,
      count: hotel.rating_count,
      summary: hotel.summary,
    });
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
      priceRange: priceRange(catalogue, hotel, pricing),
    };
  } else if (city && page !== 'home') {
    const words = path.replace(/^\/|\/$/g, '').replace(/-/g, ' ');
    const english = `${words.charAt(0).toUpperCase()}${words.slice(1).replace(city.slug.replace(/-/g, ' '), city.name)} | Nivaas`;
    title = say('seo.listing.title', { place: city.name }, english);
    description = say('seo.listing.description', {
      count: catalogue.hotels.filter((h) => h.is_active && h.city_id === city.id).length,
      city: city.name,
      state: city.state,
    });
    // The hotels the page shows first, or no structured data at all: an empty ItemList says the page lists nothing.
    const items = listingItems(catalogue, path, SITE);
    structured = items
      ? { '@context': 'https://schema.org', '@type': 'ItemList', name: title, itemListElement: items }
      : {};
  } else if (page === 'faq') {
    title = say('seo.faq.title');
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
        title: say('seo.footer.popular_cities'),
        links: catalogue.cities
          .filter((c) => c.is_popular)
          .map((c) => ({ label: say('seo.footer.hotels_in', { place: c.name }), href: `/hotels-in-${c.slug}/` })),
      },
      ...(city
        ? [
            {
              title: say('seo.footer.localities_in', { city: city.name }),
              links: catalogue.localities
                .filter((l) => l.city_id === city.id)
                .map((l) => ({
                  label: say('seo.footer.hotels_in', { place: l.name }),
                  href: `/hotels-in-${l.slug}-${city.slug}/`,
                })),
            },
          ]
        : []),
    ],
  };
}
