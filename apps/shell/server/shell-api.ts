// eslint-disable-next-line @nx/enforce-module-boundaries -- the rule forbids a static import of a lib the browser bundle loads on demand; this is the Node server, never bundled.
import { createApiClient, isApiError, MSITE_APPLICATION_ID } from '@nivaas/api-client';
import type { SeoMeta } from '@nivaas/api-client/contract';
import type { ListingCatalogue } from '@nivaas/routes';
import { createMemoryCookieJar, createMemoryStorage } from '@nivaas/state';
import type { SeoRequest } from '../src/features/seo/seo-request';
import type { HotelIdentity } from './hotel-url';

/** What the shell server asks the API for while it answers a page. */
export interface ShellApi {
  readonly contentMeta: (request: SeoRequest) => Promise<SeoMeta>;
  /** Cities with their localities, amenity slugs and categories: what listing URLs resolve against. */
  readonly catalogue: () => Promise<ListingCatalogue>;
  /**
   * The hotel's own slugs (getHotelDetails), what its one URL is built from; null when the API
   * answers 404 (no such hotel). Any other failure (down, slow, 5xx) rejects: nobody knows then.
   */
  readonly hotel: (hotelId: number) => Promise<HotelIdentity | null>;
}

export interface ShellApiOptions {
  /** A page waits at most this long for the API; past it, the page goes out without the data. */
  readonly timeoutMs: number;
  readonly fetch?: typeof fetch;
}

/**
 * The API through the typed client (the contract's paths and types), with no session: the
 * server's calls are the same for every visitor, which is what lets their answers be cached.
 */
export function createShellApi(apiUrl: string, options: ShellApiOptions): ShellApi {
  const client = createApiClient({
    baseUrl: apiUrl.replace(/\/+$/, ''),
    applicationId: MSITE_APPLICATION_ID,
    storage: createMemoryStorage(),
    cookies: createMemoryCookieJar(),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const deadline = () => ({ signal: AbortSignal.timeout(options.timeoutMs) });
  return {
    contentMeta: (request) => client.getContentMeta({ query: request }, deadline()),
    hotel: async (hotelId) => {
      try {
        const hotel = await client.getHotelDetails({ params: { hotelId } }, deadline());
        const citySlug: unknown = hotel?.address?.city_slug;
        // An answer of another shape is no answer: the page goes out as it is rather than to a wrong URL.
        if (hotel?.id !== hotelId || typeof hotel.slug !== 'string' || typeof citySlug !== 'string')
          throw new Error(`getHotelDetails ${hotelId}: unexpected answer`);
        return { id: hotel.id, slug: hotel.slug, citySlug };
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    catalogue: async () => {
      const [cities, facilities] = await Promise.all([
        client.getCities(undefined, deadline()),
        client.getFacilities(undefined, deadline()),
      ]);
      return {
        cities: cities.data.map((city) => ({
          slug: city.slug,
          localities: city.localities.map((locality) => locality.slug),
        })),
        amenities: facilities.data.map((amenity) => amenity.slug),
        categories: [...facilities.categories],
      };
    },
  };
}
