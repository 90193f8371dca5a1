import type { Room } from '../rooms/room';

/** What one room of a room type holds (docs/rules.md section 3: max_adults, max_children, max_guests). */
export interface RoomCapacity {
  readonly maxAdults: number;
  readonly maxChildren: number;
  /** Adults and kids together; when absent, adults plus children limits. */
  readonly maxGuests?: number;
}

/**
 * Whether every room of the chosen room config fits one room of this type: adults, kids and both together
 * within its limits. A room type that fails is shown with its reason and cannot be chosen. The API
 * prices with the same rule (its `fits_guests`), so the page never offers a room the API refuses.
 */
export function roomFitsGuests(capacity: RoomCapacity, rooms: readonly Room[]): boolean {
  const maxGuests = capacity.maxGuests ?? capacity.maxAdults + capacity.maxChildren;
  return rooms.every(
    (room) =>
      room.adults <= capacity.maxAdults && room.kids <= capacity.maxChildren && room.adults + room.kids <= maxGuests,
  );
}
