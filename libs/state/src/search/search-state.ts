import { type StayRange } from '@nivaas/domain/dates';
import { DEFAULT_ROOMS, type Room } from '@nivaas/domain/rooms';
import { type RecentSearch } from '@nivaas/domain/search';

/** docs/rules.md section 3: searchInput.place. */
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
  /** docs/rules.md 3 `hotel_ids`: the hotels the current search found, in the listing's order (the listing writes them). */
  readonly hotelIds: readonly number[];
  /** docs/rules.md 3 `room_types`: the room type codes of the hotel being viewed (the hotel page writes them). */
  readonly roomTypes: readonly string[];
  /** docs/rules.md 3 `pid`: this search's payload id, new with each search; the corporate-price call sends it as `payload_id` (docs/rules.md 7). */
  readonly pid: string | null;
  /**
   * docs/rules.md 3 `searchHeaderType`: which search header the page shows, the full widget (home) or the summary of the
   * search with a way to change it (listing, hotel). Each page sets its own; headers render from it.
   */
  readonly searchHeaderType: SearchHeaderType;
}

export type SearchHeaderType = 'widget' | 'summary';

export const INITIAL_SEARCH: SearchState = {
  place: null,
  stay: null,
  rooms: DEFAULT_ROOMS,
  roomType: null,
  ratePlan: null,
  recentSearches: [],
  hotelIds: [],
  roomTypes: [],
  pid: null,
  searchHeaderType: 'widget',
};

export const RECENT_SEARCHES_KEY = 'nivaas_recent_searches';
