import { todayInKolkata } from '@nivaas/domain';
import { hasStayEnded, WEB_CHECKIN_OPENS_HOURS_BEFORE } from '@nivaas/domain/booking';

/** The contract's web check-in hash (WebCheckinParam): 22 to 64 base64url characters. */
const CHECKIN_HASH = /^[A-Za-z0-9_-]{22,64}$/;

/** The hash of a /web-checkin/{hash}/ URL, or null when it cannot be one (then no call is made). */
export function webCheckinHashOf(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text && CHECKIN_HASH.test(text) ? text : null;
}

export const ID_TYPES = ['aadhaar', 'passport', 'driving_licence', 'voter_id'] as const;
export type IdType = (typeof ID_TYPES)[number];
export const isIdType = (value: string | null | undefined): value is IdType =>
  (ID_TYPES as readonly string[]).includes(value ?? '');

/** The contract's limits (WebCheckinBody). */
export const GUEST_NAME_MAX = 80;
const LAST4 = /^[0-9A-Z]{4}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What the guest types as the ID's end: letters upper-cased as typed, anything else dropped, at most 4. */
export function normalizeLast4(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, 4);
}

/** Where the page is for this booking, from the API's answer and the clock. */
export type WebCheckinPhase = 'notConfirmed' | 'ended' | 'checkedIn' | 'notYet' | 'closed' | 'open';

/**
 * A booking that is not confirmed says why; a stay that ended (check-out before today in Asia/Kolkata) says so and
 * offers nothing, even if it was checked in (it still offered the form); then checked in, open, closed
 * (after the check-in day) or not yet.
 */
export function webCheckinPhase(
  checkin: { status: string; checked_in: boolean; open: boolean; closes_at: string; checkout_date: string },
  now: Date,
): WebCheckinPhase {
  const confirmed = checkin.status === 'CONFIRMED' || checkin.status === 'CHECKED_IN' || checkin.checked_in;
  if (!confirmed) return 'notConfirmed';
  if (hasStayEnded(checkin.checkout_date, todayInKolkata(now))) return 'ended';
  if (checkin.checked_in || checkin.status === 'CHECKED_IN') return 'checkedIn';
  if (checkin.open) return 'open';
  const closes = Date.parse(checkin.closes_at);
  return Number.isFinite(closes) && now.getTime() >= closes ? 'closed' : 'notYet';
}

const HOUR_MS = 3_600_000;
const KOLKATA_OFFSET_MS = 5.5 * HOUR_MS;

/**
 * The hotel's check-in time (HH:MM in Kolkata), read back from when the window opens: it opens 48 hours before
 * it. 12:00 when the answer cannot say.
 */
export function checkinTimeOf(opensAt: string): string {
  const opens = Date.parse(opensAt);
  if (!Number.isFinite(opens)) return '12:00';
  return new Date(opens + WEB_CHECKIN_OPENS_HOURS_BEFORE * HOUR_MS + KOLKATA_OFFSET_MS).toISOString().slice(11, 16);
}

/** Arrival times every half hour from the hotel's check-in time to 23:30 (plus one given before, if any). */
export function arrivalTimes(checkinTime: string, given?: string | null): string[] {
  const [h = 12, m = 0] = TIME.test(checkinTime) ? checkinTime.split(':').map(Number) : [];
  const times: string[] = [];
  // From the check-in time rounded up to the next half hour.
  for (let minutes = Math.ceil((h * 60 + m) / 30) * 30; minutes < 24 * 60; minutes += 30)
    times.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  if (given && TIME.test(given) && !times.includes(given)) times.unshift(given);
  return times;
}

export interface WebCheckinDraft {
  readonly guests: readonly string[];
  readonly idType: string | null;
  readonly last4: string;
  readonly arrival: string;
}

/** A field of the form that can be wrong: each guest's name by its position, then the lead guest's ID and the arrival. */
export type WebCheckinField = `guest-${number}` | 'idType' | 'last4' | 'arrival';

/** What is wrong, as the key of its message. */
export type WebCheckinProblem =
  'form.guest.blank' | 'form.guest.tooLong' | 'form.idType.missing' | 'form.last4.format' | 'form.arrival.missing';

/** One problem per field (the forms' one error shape, docs/decisions/0012-forms.md). */
export type WebCheckinErrors = Partial<Record<WebCheckinField, WebCheckinProblem>>;

/** The fields in the form's order, for this many guests (the first wrong one takes focus). */
export const webCheckinFields = (guests: number): WebCheckinField[] => [
  ...Array.from({ length: guests }, (_, index): WebCheckinField => `guest-${index}`),
  'idType',
  'last4',
  'arrival',
];

/** Our checks before sending (the API's own are the same limits). */
export function validateWebCheckin(draft: WebCheckinDraft): WebCheckinErrors {
  const problems: WebCheckinErrors = {};
  draft.guests.forEach((name, index) => {
    const text = name.trim();
    if (!text) problems[`guest-${index}`] = 'form.guest.blank';
    else if (text.length > GUEST_NAME_MAX) problems[`guest-${index}`] = 'form.guest.tooLong';
  });
  if (!isIdType(draft.idType)) problems.idType = 'form.idType.missing';
  if (!LAST4.test(draft.last4)) problems.last4 = 'form.last4.format';
  if (!TIME.test(draft.arrival)) problems.arrival = 'form.arrival.missing';
  return problems;
}
