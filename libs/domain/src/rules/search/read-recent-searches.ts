import { parseDay } from '../../time/kolkata-dayjs';
import { clampRoom } from '../rooms/clamp-room';
import { MAX_ROOMS, type Room } from '../rooms/room';
import { MAX_RECENT_SEARCHES, type RecentSearch } from './add-recent-search';

const MAX_LOCATION_LENGTH = 200;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const coordinate = (value: unknown, limit: number): number | null =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;

function readRooms(value: unknown): Room[] | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_ROOMS) return null;
  const rooms: Room[] = [];
  for (const room of value) {
    if (!isRecord(room) || typeof room['adults'] !== 'number' || typeof room['kids'] !== 'number') return null;
    rooms.push(clampRoom({ adults: room['adults'], kids: room['kids'] }));
  }
  return rooms;
}

function readEntry(value: unknown): RecentSearch | null {
  if (!isRecord(value)) return null;
  const location = typeof value['location'] === 'string' ? value['location'].trim() : '';
  const range = value['range'];
  const checkin =
    isRecord(range) && typeof range['checkin'] === 'string' ? parseDay(range['checkin'], 'YYYY-MM-DD') : null;
  const checkout =
    isRecord(range) && typeof range['checkout'] === 'string' ? parseDay(range['checkout'], 'YYYY-MM-DD') : null;
  const rooms = readRooms(value['rooms']);
  if (!location || location.length > MAX_LOCATION_LENGTH || !checkin || !checkout || !rooms) return null;
  const lat = coordinate(value['lat'], 90);
  const lng = coordinate(value['lng'], 180);
  return {
    location,
    range: { checkin, checkout },
    rooms,
    lat: lat !== null && lng !== null ? lat : null,
    lng: lat !== null && lng !== null ? lng : null,
  };
}

/**
 * Recent searches as read back from storage (docs/rules.md sections 3, 4, 9). Storage is outside our control (an
 * older release, another tab, a hand edit): an entry without a location, a valid range or rooms is dropped,
 * rooms are brought into bounds, a location seen twice is kept once, and at most 3 stay, newest first.
 */
export function readRecentSearches(stored: unknown): RecentSearch[] {
  if (!Array.isArray(stored)) return [];
  const seen = new Set<string>();
  const searches: RecentSearch[] = [];
  for (const value of stored) {
    const entry = readEntry(value);
    const key = entry?.location.toLowerCase();
    if (!entry || key === undefined || seen.has(key)) continue;
    seen.add(key);
    searches.push(entry);
    if (searches.length === MAX_RECENT_SEARCHES) break;
  }
  return searches;
}
