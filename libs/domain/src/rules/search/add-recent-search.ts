import type { IsoDate } from '../../time/kolkata-dayjs';
import type { Room } from '../rooms/room';

/** docs/rules.md section 3: a recent search: location, range{checkin,checkout}, rooms, lat, lng. */
export interface RecentSearch {
  readonly location: string;
  readonly range: { readonly checkin: IsoDate; readonly checkout: IsoDate };
  readonly rooms: readonly Room[];
  readonly lat?: number | null;
  readonly lng?: number | null;
}

/** docs/rules.md section 9: recent searches max 3. */
export const MAX_RECENT_SEARCHES = 3;

const locationKey = (s: RecentSearch) => s.location.trim().toLowerCase();

/**
 * docs/rules.md section 4: recent searches keep at most 3 distinct locations, newest first. A
 * repeat of a location replaces its older entry (case and surrounding spaces ignored).
 */
export function addRecentSearch(list: readonly RecentSearch[], search: RecentSearch): RecentSearch[] {
  const key = locationKey(search);
  return [search, ...list.filter((s) => locationKey(s) !== key)].slice(0, MAX_RECENT_SEARCHES);
}
