import { type StayRange, type RecentSearch, DEFAULT_ROOMS, type Room } from '@nivaas/domain';

/** SPEC.md section 3: searchInput.place. */
export interface Place {
  readonly q: string;
  readonly type: string;
  readonly hotelId?: string | null;
  readonly googlePlaceId?: string | null;
  readonly coordinates?: { readonly lat: number; readonly lng: number } | null;
  readonly area?: {
    readonly city?: string;
    readonly state?: string;
    readonly locality?: string;
    readonly landmark?: string;
    readonly search?: string;
  };
}

/** The search state that crosses remotes: the home widget writes it, results and hotel read it. */
export interface SearchState {
  readonly place: Place | null;
  readonly stay: StayRange | null;
  readonly rooms: readonly Room[];
  readonly roomType: string | null;
  readonly ratePlan: string | null;
  readonly recentSearches: readonly RecentSearch[];
}

export const INITIAL_SEARCH: SearchState = {
  place: null,
  stay: null,
  rooms: DEFAULT_ROOMS,
  roomType: null,
  ratePlan: null,
  recentSearches: [],
};

export const RECENT_SEARCHES_KEY = 'nivaas_recent_searches';
