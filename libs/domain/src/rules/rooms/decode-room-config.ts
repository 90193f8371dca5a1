import { clampRoom } from './clamp-room';
import { DEFAULT_ROOMS, MAX_ROOMS, type Room } from './room';

const ROOM = /^\s*(\d{1,3})(?:\s*-\s*(\d{1,3}))?\s*$/;

/**
 * Decodes `adults-kids,...` from a URL. The URL is user input: each room is clamped to
 * the section 5 bounds, a room without kids ("2") means 0 kids, unreadable rooms are
 * dropped, rooms past MAX_ROOMS are dropped, and when nothing is readable the default
 * (one room, 1 adult, 0 kids) is used. The API reads the same grammar strictly: parseRoomConfig.
 */
export function decodeRoomConfig(text: string | null | undefined): Room[] {
  const rooms: Room[] = [];
  for (const part of (text ?? '').split(',')) {
    if (rooms.length === MAX_ROOMS) break;
    const m = ROOM.exec(part);
    if (m) rooms.push(clampRoom({ adults: Number(m[1]), kids: Number(m[2] ?? 0) }));
  }
  return rooms.length > 0 ? rooms : [...DEFAULT_ROOMS];
}
