import { MAX_ADULTS_PER_ROOM, MAX_KIDS_PER_ROOM, MIN_ADULTS_PER_ROOM, MIN_KIDS_PER_ROOM, type Room } from './room';

const clamp = (n: number, min: number, max: number) =>
  Number.isFinite(n) ? Math.min(max, Math.max(min, Math.trunc(n))) : min;

/** docs/rules.md section 5: per room 1 to 5 adults and 0 to 5 kids; anything else is brought into range. */
export function clampRoom(room: Room): Room {
  return {
    adults: clamp(room.adults, MIN_ADULTS_PER_ROOM, MAX_ADULTS_PER_ROOM),
    kids: clamp(room.kids, MIN_KIDS_PER_ROOM, MAX_KIDS_PER_ROOM),
  };
}
