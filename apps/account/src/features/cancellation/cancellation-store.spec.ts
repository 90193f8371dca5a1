import { cancellationDetails, cancelledDetails } from '../../testing/cancellation-fixtures';
import {
  cancelFailed,
  cancellationLoaded,
  cancellationPhase,
  cancelStarted,
  cancelSucceeded,
  createCancellationStore,
} from './cancellation-store';

describe('cancellation store (docs/rules.md 4: initiate loads the booking; confirm sets status CANCEL with a message)', () => {
  it('given the details, then confirm goes submitting, then CANCEL with the API message and time', () => {
    const store = createCancellationStore();
    store.update(cancellationLoaded(cancellationDetails()));
    expect(store.getState().cancellation?.status).toBe('CONFIRMED');
    store.update(cancelStarted);
    expect(store.getState().submit).toBe('submitting');
    store.update(cancelSucceeded(cancelledDetails()));
    const { cancellation, submit } = store.getState();
    expect(submit).toBe('idle');
    expect(cancellation?.status).toBe('CANCEL');
    expect(cancellation?.status_message).toBe('Your booking has been cancelled');
    expect(cancellation?.cancelled_dateTime).toBe('2026-11-24T04:30:00.000Z');
    expect(cancellation && cancellationPhase(cancellation)).toBe('cancelled');
  });

  it('a refusal keeps the API message, and a new attempt clears it', () => {
    const store = createCancellationStore(cancellationDetails());
    store.update(cancelFailed('Past bookings cannot be cancelled'));
    expect(store.getState()).toMatchObject({ submit: 'failed', error: 'Past bookings cannot be cancelled' });
    store.update(cancelStarted);
    expect(store.getState()).toMatchObject({ submit: 'submitting', error: null });
  });

  it('an expired booking (never paid) has nothing to cancel', () => {
    expect(cancellationPhase({ status: 'EXPIRED' })).toBe('expired');
    expect(cancellationPhase({ status: 'PENDING_PAYMENT' })).toBe('live');
  });
});
