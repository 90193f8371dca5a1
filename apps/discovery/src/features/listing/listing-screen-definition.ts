import { defineScreen } from '@nivaas/routes';
import type { ListingData } from './data/listing-types';

/**
 * The listing screen as ./Routes exposes it (every listing route of SPEC.md 2). This file is part
 * of the remote's entry chunk: keep it to lazy imports, so the screen's code and its loader's
 * code arrive only when needed.
 */
export const listingScreen = defineScreen<ListingData>({
  load: () => import('./listing-screen'),
  loader: (context) => import('./data/load-listing').then(({ loadListing }) => loadListing(context)),
});
