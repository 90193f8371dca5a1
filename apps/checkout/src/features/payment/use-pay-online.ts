import { useCallback, useEffect, useRef, useState } from 'react';
import type { PayBody } from '@nivaas/api-client/contract';
import { browserWindow, usePlatform } from '@nivaas/state';
import { createIdempotencyKeys } from './idempotency-keys';
import { payFailureOf, type PayFailure } from './pay-error';
import { usePaymentT } from './payment-messages';
import { usePaymentServices } from './payment-services';
import { useGoToConfirmation } from './use-go-to-confirmation';

export type OnlinePhase = 'idle' | 'paying' | 'redirecting';

export interface PayOnline {
  readonly phase: OnlinePhase;
  readonly failure: PayFailure | null;
  readonly pay: (mode: 'pay_now' | 'part_pay', body: PayBody) => Promise<void>;
  readonly clearFailure: () => void;
}

/**
 * Pay now / part pay: one call at a time (a double tap books once), an Idempotency-Key per attempt kept for a
 * retry after no answer, the global loader while it runs, then a full-page navigation to the gateway. A 409
 * price_changed or already_booked goes to the screen (it reloads the itinerary and says why), never to the gateway.
 */
export function usePayOnline(bid: string, onItineraryChanged: (message: string) => void): PayOnline {
  const { api, goToGateway } = usePaymentServices();
  const { bus } = usePlatform();
  const t = usePaymentT();
  const goToConfirmation = useGoToConfirmation();
  const [keys] = useState(() => createIdempotencyKeys());
  const running = useRef(false);
  const [phase, setPhase] = useState<OnlinePhase>('idle');
  const [failure, setFailure] = useState<PayFailure | null>(null);

  // Back from the gateway through the browser's page cache: the page is as it was left, so free the button.
  useEffect(() => {
    const win = browserWindow();
    if (!win) return undefined;
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      running.current = false;
      setPhase('idle');
    };
    win.addEventListener('pageshow', restored);
    return () => win.removeEventListener('pageshow', restored);
  }, []);

  const pay = useCallback(
    async (mode: 'pay_now' | 'part_pay', body: PayBody) => {
      if (running.current) return;
      running.current = true;
      setPhase('paying');
      setFailure(null);
      bus.emit({ type: 'loader/show', text: t('loader') });
      const key = keys.keyFor({ bid, mode, body });
      try {
        const call = mode === 'pay_now' ? api.payNow : api.partPay;
        const booked = await call({ params: { bid }, headers: { 'idempotency-key': key }, body });
        keys.answered();
        const url = booked.gateway_order?.checkout_url;
        if (url) {
          setPhase('redirecting');
          goToGateway(url);
        } else {
          // Nothing to collect now (points covered it, or it was paid meanwhile): the booking is what to show.
          running.current = false;
          setPhase('idle');
          goToConfirmation(booked);
        }
      } catch (error) {
        const failed = payFailureOf(error);
        if (failed.kind === 'network') keys.unanswered();
        else keys.answered();
        running.current = false;
        setPhase('idle');
        if (failed.kind === 'itinerary-changed') onItineraryChanged(failed.message);
        else setFailure(failed);
      } finally {
        bus.emit({ type: 'loader/hide' });
      }
    },
    [api, bid, bus, goToConfirmation, goToGateway, keys, onItineraryChanged, t],
  );

  return { phase, failure, pay, clearFailure: useCallback(() => setFailure(null), []) };
}
