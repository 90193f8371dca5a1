import { daysBetween, parseDay, type IsoDate } from '../../time/kolkata-dayjs';
import { MAX_STAY_NIGHTS } from './clamp-stay';
import { stayNights } from './stay-nights';

/** Why a stay given in API dates (YYYY-MM-DD) cannot be priced or booked. */
export type StayProblem =
  'invalid-checkin' | 'invalid-checkout' | 'past-checkin' | 'checkout-not-after-checkin' | 'too-long';

export type StayCheck =
  | { readonly ok: true; readonly checkin: IsoDate; readonly checkout: IsoDate; readonly nights: readonly IsoDate[] }
  | { readonly ok: false; readonly problems: readonly StayProblem[] };

/**
 * The strict reading of docs/rules.md section 5's stay rules, for the API: where clampStay moves a URL's dates into
 * range, a request with a past check-in, a check-out not after check-in or more than MAX_STAY_NIGHTS nights is
 * refused. Same rules, same "today" (Asia/Kolkata, passed in), so the site never offers a stay the API refuses.
 */
export function checkStay(checkin: string, checkout: string, today: IsoDate): StayCheck {
  const start = parseDay(checkin, 'YYYY-MM-DD');
  const end = parseDay(checkout, 'YYYY-MM-DD');
  const invalid: StayProblem[] = [];
  if (!start) invalid.push('invalid-checkin');
  if (!end) invalid.push('invalid-checkout');
  if (!start || !end) return { ok: false, problems: invalid };
  if (daysBetween(today, start) < 0) return { ok: false, problems: ['past-checkin'] };
  const count = daysBetween(start, end);
  if (count < 1) return { ok: false, problems: ['checkout-not-after-checkin'] };
  if (count > MAX_STAY_NIGHTS) return { ok: false, problems: ['too-long'] };
  return { ok: true, checkin: start, checkout: end, nights: stayNights(start, end) };
}
