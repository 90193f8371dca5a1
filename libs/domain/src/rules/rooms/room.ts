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
