import type { ListingHotel } from '../logic/listing-hotel';
import type { RecomputeInput, RecomputeResult } from '../logic/filter-selection';
import { recompute } from '../logic/recompute';

/**
 * The worker protocol: the hotels cross once per listing (setHotels), then each change of the
 * selection or sort is one small message (recompute). A recompute for another generation of
 * hotels than the one held answers null, so a late answer for an old listing is never shown.
 */
export interface RecomputeApi {
  setHotels(generation: number, hotels: readonly ListingHotel[]): void;
  recompute(generation: number, input: RecomputeInput): RecomputeResult | null;
}

export function createRecomputeApi(): RecomputeApi {
  let held: { generation: number; hotels: readonly ListingHotel[] } = { generation: -1, hotels: [] };
  return {
    setHotels(generation, hotels) {
      held = { generation, hotels };
    },
    recompute(generation, input) {
      if (generation !== held.generation) return null;
      return recompute(held.hotels, input);
    },
  };
}
