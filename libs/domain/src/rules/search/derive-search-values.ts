import { daysBetween, type IsoDate } from '../../time/kolkata-dayjs';
import type { StayRange } from '../dates/clamp-stay';
import type { Room } from '../rooms/room';

/** docs/rules.md section 3, derived values of a search. */
export interface SearchValues {
  readonly checkin: IsoDate;
  readonly checkout: IsoDate;
  readonly numberOfNights: number;
  /** Days from today to check-in: 0 for tonight. Analytics reads it. */
  readonly advanceBookingDays: number;
  readonly adultCount: number;
  readonly kidCount: number;
  readonly roomCount: number;
}

/** docs/rules.md section 3: check-in, check-out, number of nights, advance booking days, adult, kid and room counts. */
export function deriveSearchValues(stay: StayRange, rooms: readonly Room[], today: IsoDate): SearchValues {
  return {
    checkin: stay.checkin,
    checkout: stay.checkout,
    numberOfNights: daysBetween(stay.checkin, stay.checkout),
    advanceBookingDays: daysBetween(today, stay.checkin),
    adultCount: rooms.reduce((n, r) => n + r.adults, 0),
    kidCount: rooms.reduce((n, r) => n + r.kids, 0),
    roomCount: rooms.length,
  };
}
