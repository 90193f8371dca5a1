import { addDays, daysBetween, type IsoDate } from '../../time/kolkata-dayjs';

/** docs/rules.md sections 5 and 9: maximum stay 15 days. */
export const MAX_STAY_NIGHTS = 15;

export interface StayRange {
  readonly checkin: IsoDate;
  readonly checkout: IsoDate;
}

/**
 * docs/rules.md section 5: check-in in the past moves to today; check-out must be at least one
 * night after check-in, else check-in plus one day; the stay is at most 15 nights (a longer
 * one is cut to check-in plus 15). `today` is passed in so the rule stays pure.
 */
export function clampStay(range: StayRange, today: IsoDate): StayRange {
  const checkin = daysBetween(today, range.checkin) < 0 ? today : range.checkin;
  const nights = daysBetween(checkin, range.checkout);
  if (nights < 1) return { checkin, checkout: addDays(checkin, 1) };
  if (nights > MAX_STAY_NIGHTS) return { checkin, checkout: addDays(checkin, MAX_STAY_NIGHTS) };
  return { checkin, checkout: range.checkout };
}
