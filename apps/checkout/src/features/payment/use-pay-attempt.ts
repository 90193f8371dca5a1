import { useCallback, useRef, useState } from 'react';
import { usePlatform } from '@nivaas/state';
import { createIdempotencyKeys } from './idempotency-keys';
import { payFailureOf, type PayFailure } from './pay-error';
import { usePaymentT } from './payment-messages';

export type PayMode = 'pay_now' | 'part_pay' | 'pay_at_hotel';

/** How an attempt ended: not started (one was running), done, or failed (mapped by payFailureOf). */
export type PayOutcome =
  { readonly kind: 'skipped' } | { readonly kind: 'done' } | { readonly kind: 'failed'; readonly failure: PayFailure };

export interface PayAttempt {
  /**
   * Runs `attempt` unless one is running (a double tap books once), with the global loader while it runs. The
   * guard is freed when it ends, unless it returns 'hold' (the page is leaving for the gateway: see `release`).
   */
  readonly run: (attempt: () => Promise<'hold' | void>) => Promise<PayOutcome>;
  /**
   * One pay call with this attempt's Idempotency-Key: a new key for a new request, the same one when the very
   * same request is sent again after it got no answer. Its error is passed on as it came.
   */
  readonly call: <T>(mode: PayMode, body: unknown, send: (key: string) => Promise<T>) => Promise<T>;
  /** Frees a held guard (back from the gateway through the browser's page cache). */
  readonly release: () => void;
}

/** The in-flight guard, the Idempotency-Keys, the loader and the failure mapping that every pay hook shares. */
export function usePayAttempt(bid: string): PayAttempt {
  const { bus } = usePlatform();
  const t = usePaymentT();
  const [keys] = useState(() => createIdempotencyKeys());
  const running = useRef(false);

  const run = useCallback(
    async (attempt: () => Promise<'hold' | void>): Promise<PayOutcome> => {
      if (running.current) return { kind: 'skipped' };
      running.current = true;
      bus.emit({ type: 'loader/show', text: t('loader') });
      try {
        if ((await attempt()) !== 'hold') running.current = false;
        return { kind: 'done' };
      } catch (error) {
        running.current = false;
        return { kind: 'failed', failure: payFailureOf(error) };
      } finally {
        bus.emit({ type: 'loader/hide' });
      }
    },
    [bus, t],
  );

  const call = useCallback(
    async <T>(mode: PayMode, body: unknown, send: (key: string) => Promise<T>): Promise<T> => {
      const key = keys.keyFor({ bid, mode, body });
      try {
        const answer = await send(key);
        keys.answered();
        return answer;
      } catch (error) {
        if (payFailureOf(error).kind === 'network') keys.unanswered();
        else keys.answered();
        throw error;
      }
    },
    [bid, keys],
  );

  const release = useCallback(() => {
    running.current = false;
  }, []);

  return { run, call, release };
}
