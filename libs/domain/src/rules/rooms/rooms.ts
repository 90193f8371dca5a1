/** One room of a search: adults and kids (docs/rules.md section 3, roomConfig.rooms). */
export interface Room {
  readonly adults: number;
  readonly kids: number;
}

/** docs/rules.md sections 5 and 9: per room at most 5 adults and 5 kids; adults at least 1, kids at least 0. */
export const MAX_ADULTS_PER_ROOM = 5;
export const MAX_KIDS_PER_ROOM = 5;
export const MIN_ADULTS_PER_ROOM = 1;
export const MIN_KIDS_PER_ROOM = 0;

/**
 * Rooms in one search or booking. docs/rules.md is silent; the API contract's room config accepts up to 10 rooms
 * (libs/api-client/contract RoomConfig), and a bigger group is a group booking, not a search.
 */
export const MAX_ROOMS = 10;

/** docs/rules.md section 9: default room: one room, 1 adult, 0 kids. Also what "add room" appends. */
export const DEFAULT_ROOM: Room = { adults: 1, kids: 0 };
export const DEFAULT_ROOMS: readonly Room[] = [DEFAULT_ROOM];

export type GuestType = 'adults' | 'kids';

const clamp = (n: number, min: number, max: number) =>
  Number.isFinite(n) ? Math.min(max, Math.max(min, Math.trunc(n))) : min;

/** docs/rules.md section 5: per room 1 to 5 adults and 0 to 5 kids; anything else is brought into range. */
export function clampRoom(room: Room): Room {
  return {
    adults: clamp(room.adults, MIN_ADULTS_PER_ROOM, MAX_ADULTS_PER_ROOM),
    kids: clamp(room.kids, MIN_KIDS_PER_ROOM, MAX_KIDS_PER_ROOM),
  };
}

/** docs/rules.md section 4: adding a room appends 1 adult and 0 kids; at MAX_ROOMS nothing is added. */
export function addRoom(rooms: readonly Room[]): Room[] {
  return rooms.length >= MAX_ROOMS ? [...rooms] : [...rooms, DEFAULT_ROOM];
}

/** docs/rules.md section 4: removing drops the last room. The last remaining room is never removed. */
export function removeRoom(rooms: readonly Room[]): Room[] {
  return rooms.length <= 1 ? [...rooms] : rooms.slice(0, -1);
}

/**
 * docs/rules.md section 4: guest counts change per room and type; section 5 bounds them
 * (1 to 5 adults, 0 to 5 kids), so a change past a bound leaves the count at the bound.
 */
export function changeGuests(rooms: readonly Room[], index: number, type: GuestType, delta: number): Room[] {
  return rooms.map((room, i) => (i === index ? clampRoom({ ...room, [type]: room[type] + delta }) : room));
}

/** docs/rules.md section 5: room config is encoded as adults-kids per room joined by commas ("2-0,1-1"). */
export function encodeRoomConfig(rooms: readonly Room[]): string {
  return rooms.map((r) => `${r.adults}-${r.kids}`).join(',');
}

/** A room as a URL may write it: spaces, no kids, numbers out of bounds (clamped after). */
const URL_ROOM = /^\s*(\d{1,3})(?:\s*-\s*(\d{1,3}))?\s*$/;

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
    const m = URL_ROOM.exec(part);
    if (m) rooms.push(clampRoom({ adults: Number(m[1]), kids: Number(m[2] ?? 0) }));
  }
  return rooms.length > 0 ? rooms : [...DEFAULT_ROOMS];
}

/** A room exactly as encodeRoomConfig writes it. */
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
