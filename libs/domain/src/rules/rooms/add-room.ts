import { DEFAULT_ROOM, MAX_ROOMS, type Room } from './room';

/** docs/rules.md section 4: adding a room appends 1 adult and 0 kids; at MAX_ROOMS nothing is added. */
export function addRoom(rooms: readonly Room[]): Room[] {
  return rooms.length >= MAX_ROOMS ? [...rooms] : [...rooms, DEFAULT_ROOM];
}
