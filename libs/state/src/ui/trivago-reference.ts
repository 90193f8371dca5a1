import type { CookieJar } from '../adapters/cookie-jar';
import type { EventBus } from '../bus/create-event-bus';

/**
 * The query parameter a trivago click lands with (trivago's own name for its click reference). Read on landing only:
 * docs/rules.md 3 keeps the reference in the UI state (trivagoReferenceId) and the checkout sends it with the itinerary.
 */
export const TRIVAGO_REFERENCE_PARAM = 'trv_reference';
/** A session cookie: the reference lasts the visit (the journey to checkout, reloads), not the next one. */
export const TRIVAGO_REFERENCE_COOKIE = 'nivaas_trv_ref';
/** What the API takes (contract TrivagoReferenceId): anything else is not a reference and is dropped. */
const REFERENCE = /^[A-Za-z0-9._-]{1,64}$/;

/** A valid reference, or null for a missing, empty or malformed one. */
export function validTrivagoReference(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return REFERENCE.test(trimmed) ? trimmed : null;
}

/** The trivago reference of a landing URL's query string, or null. */
export function pickTrivagoReference(search: string): string | null {
  return validTrivagoReference(new URLSearchParams(search).get(TRIVAGO_REFERENCE_PARAM));
}

/** The reference kept for this visit; a cookie that is not one counts as none. */
export function readTrivagoReference(cookies: CookieJar): string | null {
  return validTrivagoReference(cookies.get(TRIVAGO_REFERENCE_COOKIE));
}

/**
 * Called by the shell on landing: a landing URL with a trivago reference hands it to the UI store (which keeps it for
 * the visit); a landing without one leaves the kept one alone. Returns what it found.
 */
export function captureTrivagoReference(search: string, bus: EventBus): string | null {
  const referenceId = pickTrivagoReference(search);
  if (referenceId) bus.emit({ type: 'ui/trivago-reference', referenceId });
  return referenceId;
}
