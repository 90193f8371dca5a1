import { type StayRange, toApiQueryDate } from '../dates/dates';
import { encodeRoomConfig, type Room } from '../rooms/rooms';

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
