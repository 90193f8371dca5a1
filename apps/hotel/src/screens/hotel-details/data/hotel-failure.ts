/** What a failed hotel load means for the visitor, from its HTTP status (docs/rules.md 8: the status code is kept). */
export type HotelFailureKind = 'not-found' | 'gone' | 'unavailable';

/**
 * The kind of a hotel failure: 404 no such hotel (a way to search), 410 a hotel that left the chain (it cannot be
 * booked any more), anything else (5xx, a limit, no answer at all: null) a failure worth trying again.
 */
export function hotelFailureKind(code: number | null): HotelFailureKind {
  if (code === 404) return 'not-found';
  if (code === 410) return 'gone';
  return 'unavailable';
}
