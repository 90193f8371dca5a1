import { useCallback, useEffect, useState } from 'react';
import type { PayBody } from '@nivaas/api-client/contract';
import { browserWindow } from '@nivaas/state';
import type { PayFailure } from './pay-error';
import { usePaymentServices } from './payment-services';
import { useGoToConfirmation } from './use-go-to-confirmation';
import { usePayAttempt } from './use-pay-attempt';

export type OnlinePhase = 'idle' | 'paying' | 'redirecting';

export interface PayOnline {
  readonly phase: OnlinePhase;
  readonly failure: PayFailure | null;
  readonly pay: (mode: 'pay_now' | 'part_pay', body: PayBody) => Promise<void>;
  readonly clearFailure: () => void;
}

/**
 * Pay now / part pay through usePayAttempt (one call at a time, a key per attempt, the loader), then a full-page
 * navigation to the gateway. A 409 price_changed or already_booked goes to the screen (it reloads the itinerary
 * and says why), never to the gateway.
 */
export function usePayOnline(bid: string, onItineraryChanged: (message: string) => void): PayOnline {
  const { api, goToGateway } = usePaymentServices();
  const goToConfirmation = useGoToConfirmation();
  const { run, call, release } = usePayAttempt(bid);
  const [phase, setPhase] = useState<OnlinePhase>('idle');
  const [failure, setFailure] = useState<PayFailure | null>(null);

  // Back from the gateway through the browser's page cache: the page is as it was left, so free the button.
  useEffect(() => {
    const win = browserWindow();
    if (!win) return undefined;
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      release();
      setPhase('idle');
    };
    win.addEventListener('pageshow', restored);
    return () => win.removeEventListener('pageshow', restored);
  }, [release]);

  const pay = useCallback(
    async (mode: 'pay_now' | 'part_pay', body: PayBody) => {
      const outcome = await run(async () => {
        setPhase('paying');
        setFailure(null);
        const send = mode === 'pay_now' ? api.payNow : api.partPay;
        const booked = await call(mode, body, (key) =>
          send({ params: { bid }, headers: { 'idempotency-key': key }, body }),
        );
        const url = booked.gateway_order?.checkout_url;
        if (url) {
          setPhase('redirecting');
          goToGateway(url);
          return 'hold';
        }
        // Nothing to collect now (points covered it, or it was paid meanwhile): the booking is what to show.
        setPhase('idle');
        goToConfirmation(booked);
        return undefined;
      });
      if (outcome.kind !== 'failed') return;
      setPhase('idle');
      if (outcome.failure.kind === 'itinerary-changed') onItineraryChanged(outcome.failure.message);
      else setFailure(outcome.failure);
    },
    [api, bid, call, goToConfirmation, goToGateway, onItineraryChanged, run],
  );

  return { phase, failure, pay, clearFailure: useCallback(() => setFailure(null), []) };
}
