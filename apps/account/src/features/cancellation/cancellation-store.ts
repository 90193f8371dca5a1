import type { CancellationDetails } from '@nivaas/api-client/contract';
import { createStore, type Producer, type Store } from '@nivaas/state';

/** Where a booking is for this page: cancellable now, cancelled, or expired (never paid: nothing to cancel). */
export type CancellationPhase = 'live' | 'cancelled' | 'expired';

/** docs/rules.md 3's Cancellation entity as the page holds it, and where the confirm call is (docs/rules.md 4). */
export interface CancellationState {
  readonly cancellation: CancellationDetails | null;
  readonly submit: 'idle' | 'submitting' | 'failed';
  /** The API's message of a refused cancel (a 400 says why), or null for our own generic text. */
  readonly error: string | null;
}

export const INITIAL_CANCELLATION: CancellationState = { cancellation: null, submit: 'idle', error: null };

export function cancellationPhase(details: Pick<CancellationDetails, 'status'>): CancellationPhase {
  if (details.status === 'CANCEL') return 'cancelled';
  if (details.status === 'EXPIRED') return 'expired';
  return 'live';
}

/** Initiate: the booking's details are loaded (docs/rules.md 4). */
export const cancellationLoaded =
  (details: CancellationDetails): Producer<CancellationState> =>
  (draft) => {
    draft.cancellation = details;
    draft.submit = 'idle';
    draft.error = null;
  };

export const cancelStarted: Producer<CancellationState> = (draft) => {
  draft.submit = 'submitting';
  draft.error = null;
};

/** Confirm: the API's answer carries status CANCEL with its message, time and the refund made. */
export const cancelSucceeded =
  (details: CancellationDetails): Producer<CancellationState> =>
  (draft) => {
    draft.cancellation = details;
    draft.submit = 'idle';
    draft.error = null;
  };

export const cancelFailed =
  (message: string | null): Producer<CancellationState> =>
  (draft) => {
    draft.submit = 'failed';
    draft.error = message;
  };

export function createCancellationStore(details: CancellationDetails | null = null): Store<CancellationState> {
  return createStore<CancellationState>(
    details ? { ...INITIAL_CANCELLATION, cancellation: details } : INITIAL_CANCELLATION,
  );
}
