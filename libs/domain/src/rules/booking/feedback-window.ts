import type { IsoDate } from '../../time/kolkata-dayjs';

/** Whether a stay's feedback can be given: `open` from the check-out day, `after_stay` before it. */
export type FeedbackAvailability = 'open' | 'after_stay' | 'cancelled';

/** Booking statuses that never became a stay (cancelled, or payment time expired). */
const NO_STAY = new Set(['CANCEL', 'EXPIRED']);

/**
 * Feedback of a stay opens on its check-out day in Asia/Kolkata (`today` is that day by the app's
 * clock, e.g. todayInKolkata(now)) and never for a booking that was cancelled or expired.
 */
export function feedbackAvailability(checkout: IsoDate, status: string, today: IsoDate): FeedbackAvailability {
  if (NO_STAY.has(status)) return 'cancelled';
  return today >= checkout ? 'open' : 'after_stay';
}
