import { canPollPaymentStatus, PAYMENT_STATUS_MAX_POLLS } from '../checkout/can-poll-payment-status';

/** Time between two payment-status polls: a gateway's callback usually lands within a few seconds. */
export const PAYMENT_POLL_INTERVAL_MS = 2000;

/**
 * When to ask for the payment status again, after `attempts` polls were made (docs/rules.md 4 and 9: the counter
 * increments on each poll, at most 10): the first at once, the others every 2 s; null once the attempts are
 * spent (the page then shows apiError with a way to check again).
 */
export function nextPaymentPollDelay(attempts: number, maxAttempts: number = PAYMENT_STATUS_MAX_POLLS): number | null {
  const done = Number.isFinite(attempts) && attempts > 0 ? Math.floor(attempts) : 0;
  if (!canPollPaymentStatus(done, maxAttempts)) return null;
  return done === 0 ? 0 : PAYMENT_POLL_INTERVAL_MS;
}
