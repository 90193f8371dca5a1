import { readRecentlyViewedHotels } from './read-recently-viewed-hotels';
import type { RecentlyViewedHotel } from './recently-viewed-hotel';

/**
 * The hotel just viewed goes first; its older entry goes (one per hotel id) and at
 * most 10 stay. The new entry passes the same checks as a stored one (readRecentlyViewedHotels), so
 * what is stored can always be read back; an entry that fails them leaves the list as it was.
 */
export function addRecentlyViewedHotel(
  list: readonly RecentlyViewedHotel[],
  hotel: RecentlyViewedHotel,
): RecentlyViewedHotel[] {
  return readRecentlyViewedHotels([hotel, ...list]);
}
