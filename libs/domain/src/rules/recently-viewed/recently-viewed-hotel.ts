/** A hotel the visitor opened, as the home page lists it. */
export interface RecentlyViewedHotel {
  readonly id: number;
  readonly name: string;
  /** The hotel page's site path (built with libs/routes' hotelPath), a query may follow. */
  readonly path: string;
  readonly city: string;
  readonly locality: string;
  readonly imageUrl: string | null;
  /** Guests' rating out of 5. */
  readonly rating: number;
}

/** Home lists at most 10 recently viewed hotels. */
export const MAX_RECENTLY_VIEWED_HOTELS = 10;
