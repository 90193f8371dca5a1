import type { LoaderContext } from '@nivaas/routes';
import { browserDocument } from '@nivaas/state';
import { citiesRequest, getCities, type CityLink } from './get-cities';
import { getTopCities, topCitiesRequest } from './get-top-cities';

/** What /cities/ shows from the API: every city. Plain JSON: the server embeds it in the page. */
export interface CitiesFirstView {
  readonly cities: readonly CityLink[];
  /** The cities with the most hotels (content top_cities); null when the server could not get them. */
  readonly topCities: readonly CityLink[] | null;
}

/**
 * The cities screen's loader. On the server (no document) it waits for the cities (and the top cities), so the HTML has every city and
 * its link and the browser hydrates them without asking again. A failed or unusable answer throws there:
 * the shell then sends the page to be drawn in the browser and keeps nothing, instead of keeping a page of
 * skeletons, and the next request tries again. In the browser (a client navigation) it waits for nothing: it starts
 * the request beside the screen's code, and the screen shows its own loading, error with Retry and empty states.
 */
export async function loadCities(
  { signal }: Pick<LoaderContext, 'signal'>,
  doc: Document | null = browserDocument(),
): Promise<CitiesFirstView | null> {
  if (doc) {
    citiesRequest.start();
    topCitiesRequest.start();
    return null;
  }
  // The top cities are a shortcut above the list: without them the page is still whole (the browser asks again).
  const [cities, topCities] = await Promise.all([getCities(signal), getTopCities(signal).catch(() => null)]);
  return { cities, topCities };
}
