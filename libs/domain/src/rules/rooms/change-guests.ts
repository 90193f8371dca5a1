import { clampRoom } from './clamp-room';
import type { GuestType, Room } from './room';

/**
 * docs/rules.md section 4: guest counts change per room and type; section 5 bounds them
 * (1 to 5 adults, 0 to 5 kids), so a change past a bound leaves the count at the bound.
 */
export function changeGuests(rooms: readonly Room[], index: number, type: GuestType, delta: number): Room[] {
  return rooms.map((room, i) => (i === index ? clampRoom({ ...room, [type]: room[type] + delta }) : room));
}
