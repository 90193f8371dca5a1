import type { StayRange } from '../dates/clamp-stay';
import { toApiQueryDate } from '../dates/to-api-query-date';
import { encodeRoomConfig } from '../rooms/encode-room-config';
import type { Room } from '../rooms/room';

/** The stay part of a pricing or trigger call (docs/rules.md section 7: checkin, checkout, roomconfig). */
export interface ApiStayQuery {
  readonly checkin: string;
  readonly checkout: string;
  readonly roomconfig: string;
}

/** docs/rules.md section 5: API queries carry YYYY-MM-DD dates and the adults-kids room config. */
export function toApiStayQuery(stay: StayRange, rooms: readonly Room[]): ApiStayQuery {
  return {
    checkin: toApiQueryDate(stay.checkin),
    checkout: toApiQueryDate(stay.checkout),
    roomconfig: encodeRoomConfig(rooms),
  };
}
