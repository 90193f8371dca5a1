import {
  MAX_ADULTS_PER_ROOM,
  MAX_KIDS_PER_ROOM,
  MAX_ROOMS,
  MIN_ADULTS_PER_ROOM,
  MIN_KIDS_PER_ROOM,
  type Room,
} from './room';

const ROOM = /^(\d)-(\d)$/;

/**
 * Reads a room config exactly as encodeRoomConfig writes it (`2-0,1-1`), or null: the API's side of the
 * codec, where a value out of docs/rules.md section 5's bounds is an error to report, not a value to clamp
 * (decodeRoomConfig is the lenient reading of a URL). Both sides share the bounds and MAX_ROOMS.
 */
export function parseRoomConfig(text: string): Room[] | null {
  const parts = text.split(',');
  if (parts.length > MAX_ROOMS) return null;
  const rooms: Room[] = [];
  for (const part of parts) {
    const m = ROOM.exec(part);
    if (!m) return null;
    const adults = Number(m[1]);
    const kids = Number(m[2]);
    if (adults < MIN_ADULTS_PER_ROOM || adults > MAX_ADULTS_PER_ROOM) return null;
    if (kids < MIN_KIDS_PER_ROOM || kids > MAX_KIDS_PER_ROOM) return null;
    rooms.push({ adults, kids });
  }
  return rooms;
}
