import { DEFAULT_ROOM, type Room } from './room';

/** SPEC.md section 4: adding a room appends 1 adult and 0 kids. */
export function addRoom(rooms: readonly Room[]): Room[] {
  return [...rooms, DEFAULT_ROOM];
}
