import { addDays, type IsoDate } from '../../time/kolkata-dayjs';
import type { StayRange } from './clamp-stay';

/** With no dates chosen, a search is for tonight: today to tomorrow. */
export function defaultStay(today: IsoDate): StayRange {
  return { checkin: today, checkout: addDays(today, 1) };
}
