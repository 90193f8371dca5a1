import { addDays, type DayFormat, daysBetween, type IsoDate, kolkataDayjs, parseDay } from '../../time/kolkata-dayjs';

/** DD-MM-YYYY is the site's query format; YYYY-MM-DD the API's (docs/rules.md section 5). */
export const SITE_DATE_FORMAT = 'DD-MM-YYYY' satisfies DayFormat;
export const API_DATE_FORMAT = 'YYYY-MM-DD' satisfies DayFormat;

/**
 * Parses a day written as DD-MM-YYYY (site query) or YYYY-MM-DD (API query), strictly:
 * '31-02-2026' does not roll over to March. Returns null when it does not parse.
 */
export function parseDate(text: string | null | undefined): IsoDate | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  return parseDay(trimmed, SITE_DATE_FORMAT) ?? parseDay(trimmed, API_DATE_FORMAT);
}

/** docs/rules.md section 5: a date is valid only if it parses. */
export function isValidDate(text: string | null | undefined): boolean {
  return parseDate(text) !== null;
}

/** docs/rules.md section 5: dates are shown as DD-MM-YYYY in the site's own query strings. */
export function toSiteQueryDate(day: IsoDate): string {
  return kolkataDayjs()(day).format(SITE_DATE_FORMAT);
}

/**
 * docs/rules.md section 5: dates go to the API as YYYY-MM-DD. Accepts either query format so
 * a date read from the site's URL can be forwarded; throws on a date that does not parse,
 * because sending an invalid date to pricing is a programming error upstream.
 */
export function toApiQueryDate(day: IsoDate | string): string {
  const parsed = parseDate(day);
  if (parsed === null) throw new RangeError(`Invalid date: ${day}`);
  return parsed;
}

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

/** With no dates chosen, a search is for tonight: today to tomorrow. */
export function defaultStay(today: IsoDate): StayRange {
  return { checkin: today, checkout: addDays(today, 1) };
}

/** The nights of a stay, each named by the day it starts: 30 Mar to 2 Apr is 30 Mar, 31 Mar, 1 Apr. */
export function stayNights(checkin: IsoDate, checkout: IsoDate): IsoDate[] {
  return Array.from({ length: Math.max(0, daysBetween(checkin, checkout)) }, (_, i) => addDays(checkin, i));
}

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
