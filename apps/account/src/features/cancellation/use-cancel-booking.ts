import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@nivaas/api-client';
import type { CancellationDetails } from '@nivaas/api-client/contract';
import { usePlatform, useStore, type Store } from '@nivaas/state';
import { useCancellationApi } from './cancellation-api';
import {
  cancelFailed,
  cancellationLoaded,
  cancelStarted,
  cancelSucceeded,
  createCancellationStore,
  type CancellationState,
} from './cancellation-store';

export interface CancelChoice {
  readonly reason: string;
  readonly message: string;
}

export interface CancelBooking {
  readonly state: CancellationState;
  readonly store: Store<CancellationState>;
  /** Sends the cancel call; resolves true when the booking is now cancelled. */
  readonly confirm: (choice: CancelChoice) => Promise<boolean>;
}

/**
 * The page's cancellation store (one per page) fed with the loaded details, and the confirm step: the
 * cancelBooking call with the hash, the reason, the message and the member's communication preference; on
 * success a `booking_cancelled` analytics event with the booking's order_analytics_args.
 */
export function useCancelBooking(details: CancellationDetails): CancelBooking {
  const api = useCancellationApi();
  const platform = usePlatform();
  const [store] = useState(() => createCancellationStore(details));
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => store.update(cancellationLoaded(details)), [details, store]);
  const state = useStore(store, (s) => s);

  const confirm = useCallback(
    async ({ reason, message }: CancelChoice) => {
      const current = store.getState().cancellation ?? details;
      store.update(cancelStarted);
      const communication = platform.session.store.getState().profile?.communication_type;
      try {
        const done = await api.cancelBooking({
          body: {
            order_id: current.booking_id,
            cancellation_hash: current.booking_hash,
            cancellation_reason: reason,
            ...(message.trim() ? { message: message.trim() } : {}),
            ...(communication ? { communication_type: communication } : {}),
          },
        });
        if (!mounted.current) return false;
        store.update(cancelSucceeded(done));
        platform.bus.emit({
          type: 'analytics/track',
          name: 'booking_cancelled',
          properties: {
            booking_id: done.booking_id,
            reason,
            refund_amount: done.refund_amount,
            cancellation_charge: done.cancellation_charge,
            ...done.order_analytics_args,
          },
        });
        return true;
      } catch (error) {
        // A 4xx says why (past check-in, already cancelled...): its message is shown as it comes.
        const said = isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : null;
        if (mounted.current) store.update(cancelFailed(said));
        return false;
      }
    },
    [api, details, platform, store],
  );

  return { state, store, confirm };
}
