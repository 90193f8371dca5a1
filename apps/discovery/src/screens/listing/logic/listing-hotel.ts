/**
 * One hotel as the filters and the sort see it: plain data (it crosses into the worker with
 * structured clone), built once per load from the API's summary and price.
 */
export interface ListingHotel {
  readonly id: number;
  /** The API's recommended order (lower first). */
  readonly rank: number;
  readonly rating: number | null;
  /** Per-night price of the cheapest open rate plan, for all rooms; null when not bookable. */
  readonly price: number | null;
  readonly isAvailable: boolean;
  /** Kilometres from the search's point (landmark or the visitor), when there is one. */
  readonly distance: number | null;
  /** Option keys the hotel matches, per multi-select group. */
  readonly facets: Readonly<Record<FacetGroup, readonly string[]>>;
}

/** The groups a hotel matches by key; price ranges and user rating are numeric. */
export const FACET_GROUPS = [
  'localities',
  'otherAmenities',
  'roomAmenities',
  'bedTypes',
  'brands',
  'popularCollections',
  'paymentAndPolicies',
] as const;
export type FacetGroup = (typeof FACET_GROUPS)[number];
