/**
 * docs/rules.md section 8: error reporting drops non-error promise rejections and a security error
 * from a third-party SDK. The one dropped here: the customer-engagement SDK reads localStorage
 * at start, and in web views with DOM storage disabled (some Android app and payment-app web
 * views) Chromium refuses with exactly this SecurityError. The site's own code never reaches
 * storage but through getBrowserStorage, which catches it, so this error is always the SDK's.
 */
export const THIRD_PARTY_SECURITY_ERROR =
  "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.";

/** Cross-origin scripts' errors reach the page as this message only: nothing to act on. */
export const OPAQUE_SCRIPT_ERROR = 'Script error.';

/** An Error, also from another realm (an iframe, a web view bridge): name, message and a stack. */
export function isErrorLike(value: unknown): value is Error {
  if (value instanceof Error) return true;
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Error>;
  return (
    typeof candidate.name === 'string' && typeof candidate.message === 'string' && typeof candidate.stack === 'string'
  );
}

/** Also when only the message is known: window 'error' events write "Uncaught SecurityError: ...". */
export function isThirdPartySecurityError(error: Pick<Error, 'name' | 'message'>): boolean {
  const message = error.message.replace(/^Uncaught\s+/, '');
  const named = error.name === 'SecurityError' || message.startsWith('SecurityError:');
  return named && message.includes(THIRD_PARTY_SECURITY_ERROR.split(':')[0] ?? THIRD_PARTY_SECURITY_ERROR);
}

/** What a window 'error' event carries. */
export interface ErrorEventLike {
  readonly error?: unknown;
  readonly message?: string;
  readonly filename?: string;
  readonly lineno?: number;
  readonly colno?: number;
}

/** The error to report for a window 'error' event, or null when it is one the rules drop. */
export function errorFromErrorEvent(event: ErrorEventLike): Error | null {
  let error: Error;
  if (isErrorLike(event.error)) {
    error = event.error;
  } else {
    const message = event.message ?? '';
    if (!message || message === OPAQUE_SCRIPT_ERROR) return null;
    error = new Error(message);
    error.stack = `${message}\n    at ${event.filename ?? '<unknown>'}:${event.lineno ?? 0}:${event.colno ?? 0}`;
  }
  return isThirdPartySecurityError(error) ? null : error;
}

/**
 * The error to report for an 'unhandledrejection', or null: a promise rejected with something
 * that is not an Error (undefined, a string, a response object, an Event) has no stack to act
 * on, and SDKs do it routinely, so it is dropped.
 */
export function errorFromRejection(reason: unknown): Error | null {
  if (!isErrorLike(reason)) return null;
  return isThirdPartySecurityError(reason) ? null : reason;
}
