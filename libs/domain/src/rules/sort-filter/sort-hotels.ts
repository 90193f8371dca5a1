import type { SortBy } from './sort-options';

/** What sorting reads from a hotel result. */
export interface SortableHotel {
  readonly isAvailable: boolean;
  /** Selling price for the stay; null when not priced. */
  readonly price?: number | null;
  readonly rating?: number | null;
  /** Kilometres from the search's reference point. */
  readonly distance?: number | null;
  /** The API's recommended order (lower first). */
  readonly rank?: number | null;
}

type Compare = (a: SortableHotel, b: SortableHotel) => number;
const asc =
  (pick: (h: SortableHotel) => number | null | undefined): Compare =>
  (a, b) =>
    (pick(a) ?? Number.POSITIVE_INFINITY) - (pick(b) ?? Number.POSITIVE_INFINITY) || 0;
const desc =
  (pick: (h: SortableHotel) => number | null | undefined): Compare =>
  (a, b) =>
    (pick(b) ?? Number.NEGATIVE_INFINITY) - (pick(a) ?? Number.NEGATIVE_INFINITY) || 0;

const BY: Record<SortBy, Compare> = {
  recommended: asc((h) => h.rank),
  user_rating: desc((h) => h.rating),
  price_low_to_high: asc((h) => h.price),
  price_high_to_low: desc((h) => h.price),
  distance: asc((h) => h.distance),
};

/**
 * docs/rules.md section 4: sort by the chosen option; unavailable hotels go after available ones.
 * Stable, so hotels that compare equal keep the API's order. Missing values sort last.
 */
export function sortHotels<T extends SortableHotel>(hotels: readonly T[], by: SortBy): T[] {
  const compare = BY[by];
  return hotels
    .map((hotel, index) => ({ hotel, index }))
    .sort(
      (a, b) =>
        Number(!a.hotel.isAvailable) - Number(!b.hotel.isAvailable) || compare(a.hotel, b.hotel) || a.index - b.index,
    )
    .map((x) => x.hotel);
}
