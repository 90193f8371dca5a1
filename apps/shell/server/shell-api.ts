// eslint-disable-next-line @nx/enforce-module-boundaries -- the rule forbids a static import of a lib the browser bundle loads on demand; this is the Node server, never bundled.
import { createApiClient, isApiError, MSITE_APPLICATION_ID, type ApiServiceBases } from '@nivaas/api-client';
import type { SeoMeta } from '@nivaas/api-client/contract';
import { currentLocale } from '@nivaas/i18n';
import type { ListingCatalogue } from '@nivaas/routes';
import { createMemoryCookieJar, createMemoryStorage } from '@nivaas/state';
import type { SeoRequest } from '../src/features/seo/seo-request';
import type { HotelLookup } from './hotel-url';

/** What the shell server asks the API for while it answers a page. */
export interface ShellApi {
  /** A page's SEO content; rejects unless it is one (an object with a title), so an empty head is never cached. */
  readonly contentMeta: (request: SeoRequest) => Promise<SeoMeta>;
  /**
   * Cities with their localities, amenity slugs, categories and landmark slugs: what listing URLs resolve against.
   * Rejects on a catalogue without cities: that is an API not (yet) serving its data, and every
   * listing would be a 404 until the next revalidation.
   */
  readonly catalogue: () => Promise<ListingCatalogue>;
  /**
   * The hotel's own slugs (getHotelDetails), what its one URL is built from; null when the API
   * answers 404 with its error body (no such hotel), `gone` when it answers 410 with it (a hotel that left the
   * chain). Any other failure (down, slow, 5xx, a 404 from something that is not the API) rejects: nobody knows then.
   */
  readonly hotel: (hotelId: number) => Promise<HotelLookup>;
}

export interface ShellApiOptions {
  /** A page waits at most this long for the API; past it, the page goes out without the data. */
  readonly timeoutMs: number;
  readonly fetch?: typeof fetch;
  /** docs/rules.md section 7's services where they are not on the API's URL. */
  readonly services?: ApiServiceBases;
}

/**
 * The API through the typed client (the contract's paths and types), with no session: the
 * server's calls are the same for every visitor, which is what lets their answers be cached.
 */
export function createShellApi(apiUrl: string, options: ShellApiOptions): ShellApi {
  const client = createApiClient({
    baseUrl: apiUrl.replace(/\/+$/, ''),
    ...(options.services ? { serviceBaseUrls: options.services } : {}),
    applicationId: MSITE_APPLICATION_ID,
    // The page's language, set around each call by the page resolver (ssr/request-locale.ts): heads are per language.
    getLocale: currentLocale,
    storage: createMemoryStorage(),
    cookies: createMemoryCookieJar(),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const deadline = () => ({ signal: AbortSignal.timeout(options.timeoutMs) });
  return {
    contentMeta: async (request) => {
      const meta: unknown = await client.getContentMeta({ query: request }, deadline());
      // A 200 that is not a head (an empty title, text from another server on the API's port) is no answer.
      if (!isSeoMeta(meta)) throw new Error(`getContentMeta ${request.page}: no title in the answer`);
      return meta;
    },
    hotel: async (hotelId) => {
      try {
        const hotel = await client.getHotelDetails({ params: { hotelId } }, deadline());
        const citySlug: unknown = hotel?.address?.city_slug;
        // An answer of another shape is no answer: the page goes out as it is rather than to a wrong URL.
        if (hotel?.id !== hotelId || typeof hotel.slug !== 'string' || typeof citySlug !== 'string')
          throw new Error(`getHotelDetails ${hotelId}: unexpected answer`);
        return { id: hotel.id, slug: hotel.slug, citySlug };
      } catch (error) {
        if (isApiError(error) && isErrorBody(error.data)) {
          if (error.status === 404) return null;
          // The hotel left the chain: the page answers 410 and the hotel screen says it is no longer on the site.
          if (error.status === 410) return 'gone';
        }
        throw error;
      }
    },
    catalogue: async () => {
      const [cities, facilities, landmarks] = await Promise.all([
        client.getCities(undefined, deadline()),
        client.getFacilities(undefined, deadline()),
        client.getLandmarks(undefined, deadline()),
      ]);
      if (!cities.data.length) throw new Error('getCities: no cities in the answer');
      return {
        cities: cities.data.map((city) => ({
          slug: city.slug,
          localities: city.localities.map((locality) => locality.slug),
        })),
        amenities: facilities.data.map((amenity) => amenity.slug),
        categories: [...facilities.categories],
        landmarks: landmarks.data.map((landmark) => landmark.slug),
      };
    },
  };
}

/** What a page's head needs at least: a title (seoTags drops every other malformed part itself). */
function isSeoMeta(value: unknown): value is SeoMeta {
  const title = (value as { title?: unknown } | null)?.title;
  return typeof value === 'object' && typeof title === 'string' && title.trim() !== '';
}

/** docs/rules.md section 8's `{ error, errors }`: the API's own 404, not a stray server's Not Found page. */
function isErrorBody(value: unknown): boolean {
  return typeof value === 'object' && value !== null && typeof (value as { error?: unknown }).error === 'string';
}
