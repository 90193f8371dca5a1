import { useEffect, useState } from 'react';
import type { PaymentStatusResponse } from '@nivaas/api-client/contract';
import { isApiError } from '@nivaas/api-client';
import { nextPaymentPollDelay } from '@nivaas/domain/booking';
import { PAYMENT_STATUS_MAX_POLLS } from '@nivaas/domain/prices';
import { useResource } from '@nivaas/state';
import type { BookingApi } from '../../features/booking-services';

/**
 * Where the polling of a payment is (docs/rules.md 4, checkout state's attempts / maxAttempts / paymentDetails.status):
 * polling (with the attempt counter), an answer that ends it (paid, not required, failed), or apiError after a
 * failed poll or the 10th pending answer; notFound when the API does not know the booking.
 */
export type PaymentPoll =
  | { readonly status: 'polling'; readonly attempts: number; readonly maxAttempts: number }
  | { readonly status: 'settled'; readonly answer: PaymentStatusResponse }
  | { readonly status: 'apiError'; readonly attempts: number; readonly retry: () => void }
  | { readonly status: 'notFound' };

/** A settled payment: paid, nothing to pay, or a failed attempt (the booking waits for a new one). */
export const isSettled = (answer: PaymentStatusResponse): boolean =>
  answer.payment_status !== 'pending' || answer.failure_reason !== null;

/**
 * Polls getPaymentStatus: the first poll at once, then every 2 s while the payment is pending, each poll one
 * attempt, at most PAYMENT_STATUS_MAX_POLLS (`nextPaymentPollDelay`). A request in flight is aborted and the
 * timer cleared when the page goes. `retry` (Check again) resets the counter.
 */
export function usePaymentPoll(api: BookingApi, orderId: string, token: string | undefined): PaymentPoll {
  // round: one per "Check again"; poll: the polls made in this round (the attempt counter).
  const [round, setRound] = useState(0);
  const [poll, setPoll] = useState(0);
  // No booking id (a broken URL): nothing is asked for.
  const key = orderId ? `${orderId}|${token ?? ''}|${round}|${poll}` : null;
  const resource = useResource(key, (signal) =>
    api.getPaymentStatus({ params: { orderId }, query: token ? { t: token } : {} }, { signal }),
  );
  const answer = resource.status === 'success' ? resource.data : undefined;
  const pending = answer !== undefined && !isSettled(answer);
  const delay = pending ? nextPaymentPollDelay(poll + 1) : null;
  // The last poll of the round answered pending: the attempts are spent (docs/rules.md 4: then apiError).
  const exhausted = pending && delay === null;

  useEffect(() => {
    if (delay === null) return undefined;
    const timer = setTimeout(() => setPoll((n) => n + 1), delay);
    return () => clearTimeout(timer);
  }, [delay, poll]);

  const retry = () => {
    setPoll(0);
    setRound((n) => n + 1);
  };
  const attempts = poll + 1;
  if (resource.status === 'error') {
    if (isApiError(resource.error) && resource.error.status === 404) return { status: 'notFound' };
    return { status: 'apiError', attempts, retry };
  }
  if (exhausted) return { status: 'apiError', attempts: PAYMENT_STATUS_MAX_POLLS, retry };
  if (answer && !pending) return { status: 'settled', answer };
  return {
    status: 'polling',
    attempts: Math.min(attempts, PAYMENT_STATUS_MAX_POLLS),
    maxAttempts: PAYMENT_STATUS_MAX_POLLS,
  };
}
