import type { IsoDate } from '../../time/kolkata-dayjs';

export interface WebCheckinStay {
  /** The booking's status as the guest sees it (a done web check-in shows as CHECKED_IN). */
  readonly status: string;
  readonly checkin: IsoDate;
  readonly checkout: IsoDate;
}

/** The stay is over: its check-out day is before today (Asia/Kolkata, passed in). */
export function hasStayEnded(checkout: IsoDate, today: IsoDate): boolean {
  return checkout < today;
}

/**
 * Whether a booking offers web check-in (its link on the booking card, details and confirmation): a confirmed stay
 * (or one already checked in, whose details can still be changed) until its check-in day has passed, in
 * Asia/Kolkata. The window itself (webCheckinWindow) closes at the end of the check-in day, so after it the link
 * could only lead to "closed"; a stay that ended never offers it.
 */
export function isWebCheckinOffered(stay: WebCheckinStay, today: IsoDate): boolean {
  if (stay.status !== 'CONFIRMED' && stay.status !== 'CHECKED_IN') return false;
  return !hasStayEnded(stay.checkout, today) && stay.checkin >= today;
}
