import type { Room } from './room';

/** docs/rules.md section 4: removing drops the last room. The last remaining room is never removed. */
export function removeRoom(rooms: readonly Room[]): Room[] {
  return rooms.length <= 1 ? [...rooms] : rooms.slice(0, -1);
}
