import { draftInput, draftSignature } from './filter-reducer';
import type { FilterState } from './filter-state';
import type { RecomputeResult } from './filter-selection';
import type { ListingHotel } from './listing-hotel';
import { recompute } from './recompute';

/**
 * The draft's results computed here and now, with the same pure recompute the worker runs: a listing's
 * first view must be in the server's HTML and in the browser's hydrating render alike, and neither can wait for a
 * worker (a server has none; effects, where the worker starts, come after hydration). Well under a millisecond for
 * a city's hotels (README, Speed). Every later change of the draft goes to the worker.
 */
export function draftResultNow(
  state: FilterState,
  hotels: readonly ListingHotel[],
): { readonly signature: string; readonly result: RecomputeResult } {
  const signature = draftSignature(state);
  return { signature, result: state.cachedFilterResults[signature] ?? recompute(hotels, draftInput(state)) };
}
