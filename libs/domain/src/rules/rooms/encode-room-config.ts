import type { Room } from './room';

/** docs/rules.md section 5: room config is encoded as adults-kids per room joined by commas ("2-0,1-1"). */
export function encodeRoomConfig(rooms: readonly Room[]): string {
  return rooms.map((r) => `${r.adults}-${r.kids}`).join(',');
}
