import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiError } from '@nivaas/api-client';
import type { PaymentResponse } from '@nivaas/api-client/contract';
import { apiError, deferred, GUEST, paymentResponse, renderPayment } from './testing';

const payButton = () => screen.findByRole('button', { name: 'Pay ₹5,000' });

/** Pays now by UPI and the pay call answers `error`: what the screen and the gateway were handed. */
async function payNowRefusedWith(error: ApiError) {
  const user = userEvent.setup();
  const rendered = renderPayment({
    handlers: {
      payNow: () => {
        throw error;
      },
    },
  });
  await screen.findByRole('radio', { name: 'UPI' });
  await user.click(await payButton());
  return rendered;
}

describe('PaymentSection: Pay now and part pay', () => {
  it('given a 409 price_changed, then the screen is told with the first error and nothing goes to the gateway', async () => {
    const { props, goToGateway } = await payNowRefusedWith(
      apiError(409, 'Price changed', 'price_changed', ['The total is now ₹5,200 (it was ₹5,000)']),
    );
    await waitFor(() =>
      expect(props.onItineraryChanged).toHaveBeenCalledWith('The total is now ₹5,200 (it was ₹5,000)'),
    );
    expect(goToGateway).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₹5,000' })).toBeEnabled();
  });

  it('given a 409 already_booked, then the screen shows its message, which names the order', async () => {
    const { props, goToGateway } = await payNowRefusedWith(
      apiError(409, 'This itinerary is already booked', 'already_booked', ['NV200001']),
    );
    await waitFor(() =>
      expect(props.onItineraryChanged).toHaveBeenCalledWith('This itinerary is already booked: NV200001'),
    );
    expect(goToGateway).not.toHaveBeenCalled();
  });

  it('given a double tap, then one call, the button busy until the gateway takes over, and the loader shown', async () => {
    const user = userEvent.setup();
    const answer = deferred<PaymentResponse>();
    const { api, goToGateway, platform } = renderPayment({ handlers: { payNow: () => answer.promise } });
    await screen.findByRole('radio', { name: 'UPI' });
    const button = await payButton();
    await user.dblClick(button);
    await user.click(button);
    expect(api.callsOf('payNow')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Processing…' })).toBeDisabled();
    expect(platform.ui.store.getState().loader).toEqual({ visible: true, text: 'Processing' });
    answer.resolve(paymentResponse());
    await waitFor(() => expect(goToGateway).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Taking you to the payment page…' })).toBeDisabled();
    expect(platform.ui.store.getState().loader.visible).toBe(false);
  });

  it('given no answer (network), then it says so, and Pay again resends with the same key; a new choice gets a new key', async () => {
    const user = userEvent.setup();
    const { api } = renderPayment({ handlers: { payNow: paymentResponse(), partPay: paymentResponse() } });
    api.failNext('payNow', apiError(0, 'API error'));
    api.failNext('payNow', apiError(0, 'API error'));
    await screen.findByRole('radio', { name: 'UPI' });
    await user.click(await payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Pay ₹5,000' }));
    await waitFor(() => expect(api.callsOf('payNow')).toHaveLength(2));
    await screen.findByRole('alert');
    const [first, second] = api.callsOf('payNow');
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);

    await user.click(screen.getByRole('radio', { name: /^Part pay: ₹1,500 now/ }));
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,500' }));
    await waitFor(() => expect(api.callsOf('partPay')).toHaveLength(1));
    const [part] = api.callsOf('partPay');
    expect(part?.body).toEqual({ guest: GUEST, method: 'upi', expected_amount: 1500 });
    expect(part?.headers['idempotency-key']).not.toBe(first?.headers['idempotency-key']);
  });

  it('given a refusal with a message, then it is shown as text', async () => {
    const user = userEvent.setup();
    const { api } = renderPayment({ handlers: { payNow: paymentResponse() } });
    api.failNext('payNow', apiError(400, 'Bad request', undefined, ['<b>Rooms</b> are no longer available']));
    await screen.findByRole('radio', { name: 'UPI' });
    await user.click(await payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not book: <b>Rooms</b> are no longer available',
    );
  });

  it('given invalid guest details, then no call is made', async () => {
    const user = userEvent.setup();
    const { api } = renderPayment({ props: { collectGuest: jest.fn(() => null) } });
    await screen.findByRole('radio', { name: 'UPI' });
    await user.click(await payButton());
    expect(api.callsOf('payNow')).toHaveLength(0);
  });

  it('given a return from a declined payment, then the mode and method are as they were (what happened is said first on the page, by PaymentReturnNotice)', async () => {
    renderPayment({ props: { returnedFrom: { reason: 'declined', mode: 'part_pay', method: 'card' } } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('radio', { name: /^Part pay: ₹1,500 now/ })).toBeChecked();
    expect(await screen.findByRole('radio', { name: 'Credit / Debit card' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay ₹1,500' })).toBeInTheDocument();
  });

  it('given a return after the hold expired, then pay now is chosen again', () => {
    renderPayment({ props: { returnedFrom: { reason: 'expired', mode: null, method: null } } });
    expect(screen.getByRole('radio', { name: /^Pay now: ₹5,000/ })).toBeChecked();
  });
});
