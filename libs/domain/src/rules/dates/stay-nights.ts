import { addDays, daysBetween, type IsoDate } from '../../time/kolkata-dayjs';

/** The nights of a stay, each named by the day it starts: 30 Mar to 2 Apr is 30 Mar, 31 Mar, 1 Apr. */
export function stayNights(checkin: IsoDate, checkout: IsoDate): IsoDate[] {
  return Array.from({ length: Math.max(0, daysBetween(checkin, checkout)) }, (_, i) => addDays(checkin, i));
}
