import type { City } from '@nivaas/api-client/contract';
import type { LoaderContext } from '@nivaas/routes';
import { browserDocument } from '@nivaas/state';
import { getCampaignBanners, type CampaignBanner } from './get-campaign-banners';
import { getPopularCities } from './get-popular-cities';
import { startHomeRequests } from './early-requests';

/**
 * What home's first screenful shows from the API: the campaign banners (the first is the largest paint) and the
 * popular cities. Null for a part the server could not get: the browser asks for it after hydration. Plain JSON: the
 * server embeds it in the page.
 */
export interface HomeFirstView {
  readonly banners: readonly CampaignBanner[] | null;
  readonly cities: readonly City[] | null;
}

/**
 * Home's loader. On the server (no document) it waits for the first view's data, so the HTML has the banner and
 * the cities and the browser hydrates them without asking again. In the browser (a client navigation)
 * it waits for nothing, as before: it starts the same requests early and the sections take them.
 */
export async function loadHome(
  { signal }: Pick<LoaderContext, 'signal'>,
  doc: Document | null = browserDocument(),
): Promise<HomeFirstView | null> {
  if (doc) {
    startHomeRequests(doc);
    return null;
  }
  // Not through the early requests: those are one page's, and a server serves many visitors.
  const [banners, cities] = await Promise.all([
    getCampaignBanners(signal).catch(() => null),
    getPopularCities(signal).catch(() => null),
  ]);
  return { banners, cities };
}
