import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { ResponseOf } from '@nivaas/api-client/contract';
import {
  apiError,
  BID,
  checkoutFixture,
  deferred,
  GUEST,
  METHODS,
  OFFERS,
  paymentResponse,
  renderPayment,
} from './testing';

const methodNames = (legend = 'Payment method') =>
  within(screen.getByRole('group', { name: legend }))
    .getAllByRole('radio')
    .map((radio) => radio.closest('div')?.textContent);

describe('PaymentSection: modes, methods, offers', () => {
  it('given methods on their way, then a busy region (isPaymentMethodsLoading), then UPI, cards, net banking, wallets', async () => {
    const methods = deferred<ResponseOf<'getPaymentMethods'>>();
    const offers = deferred<ResponseOf<'getPaymentOffers'>>();
    const { container } = renderPayment({
      handlers: { getPaymentMethods: () => methods.promise, getPaymentOffers: () => offers.promise },
    });
    expect(screen.getByRole('status', { name: 'Loading payment methods' })).toHaveAttribute('aria-busy', 'true');
    methods.resolve(METHODS);
    expect(await screen.findByRole('group', { name: 'Payment method' })).toBeInTheDocument();
    // Disabled and pay-at-hotel entries are not methods; the order is ours, not the API's.
    expect(methodNames()).toEqual(['UPI', 'Credit / Debit card', 'Net banking', 'Wallets']);
    expect(screen.getByRole('radio', { name: 'UPI' })).toBeChecked();
    expect(screen.getByRole('status', { name: 'Loading payment offers' })).toBeInTheDocument();
    offers.resolve(OFFERS);
    expect(await screen.findByRole('group', { name: 'Payment offers for UPI' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading payment offers' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('given the itinerary, then each mode shows its amount; part pay lists only methods that allow it', async () => {
    const user = userEvent.setup();
    renderPayment();
    expect(screen.getByRole('radio', { name: /^Pay now: ₹5,000/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Part pay: ₹1,500 now/ })).toHaveAccessibleDescription(
      'Pay ₹3,500 later through the payment link we send you.',
    );
    expect(screen.getByRole('radio', { name: /^Pay at hotel: ₹5,000/ })).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: /^Part pay: ₹1,500 now/ }));
    await screen.findByRole('group', { name: 'Payment method' });
    expect(methodNames()).toEqual(['UPI', 'Credit / Debit card', 'Net banking']);
    expect(screen.getByRole('button', { name: 'Pay ₹1,500' })).toBeEnabled();
  });

  it('given the itinerary says paying at the hotel costs the same, then pay at hotel says so and no "save" content is asked for', async () => {
    const { api } = renderPayment();
    expect(screen.getByRole('radio', { name: /^Pay at hotel: ₹5,000/ })).toHaveAccessibleDescription(
      'Nothing to pay now: pay the full amount at the hotel. No extra charge: the same total as paying now.',
    );
    await screen.findByRole('group', { name: 'Payment method' });
    expect(api.callsOf('getContentsV2')).toHaveLength(0);
    expect(screen.queryByText(/Pay now and save/i)).toBeNull();
  });

  it('given an extra to pay at the hotel, then the content says it with the amount; without content, our sentence', async () => {
    const { unmount } = renderPayment({
      props: { checkout: checkoutFixture({ pay_at_hotel_extra_amount: 150 }) },
      handlers: {
        getContentsV2: {
          data: {
            pah_extra_amount_tag: 'Pay now and save {amount}',
            pah_extra_amount_subtitle: 'Paying at the hotel costs {amount} more than paying now',
          },
        },
      },
    });
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: /^Pay at hotel/ })).toHaveAccessibleDescription(
        'Nothing to pay now: pay the full amount at the hotel. Pay now and save ₹150. Paying at the hotel costs ₹150 more than paying now',
      ),
    );
    unmount();
    // No content to be had (the fake answers an unlisted call with a failure): our own sentence, with the amount.
    const failing = renderPayment({ props: { checkout: checkoutFixture({ pay_at_hotel_extra_amount: 150 }) } });
    expect(screen.getByRole('radio', { name: /^Pay at hotel/ })).toHaveAccessibleDescription(
      'Nothing to pay now: pay the full amount at the hotel. Costs ₹150 more than paying now.',
    );
    await waitFor(() => expect(failing.api.callsOf('getContentsV2')).toHaveLength(1));
  });

  it('given a prepaid rate, then pay at hotel cannot be chosen and says why; part pay equal to the total is not offered', () => {
    renderPayment({
      props: { checkout: checkoutFixture({ pay_at_hotel_allowed: false, part_pay_amount: 5000 }, 5000, false) },
    });
    const atHotel = screen.getByRole('radio', { name: /^Pay at hotel: ₹5,000/ });
    expect(atHotel).toBeDisabled();
    expect(atHotel).toHaveAccessibleDescription(
      'Not available: this rate is prepaid. Choose a refundable rate to pay at the hotel.',
    );
    expect(screen.queryByRole('radio', { name: /Part pay/ })).not.toBeInTheDocument();
  });

  it('given an offer picked, then the Pay button and the call carry the amount after it; none is picked at first', async () => {
    const user = userEvent.setup();
    const { api, goToGateway } = renderPayment({ handlers: { payNow: paymentResponse({ amount_due_now: 4950 }) } });
    const offer = await screen.findByRole('radio', { name: /^Flat ₹50 off with UPI/ });
    expect(offer).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'No offer' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay ₹5,000' })).toBeInTheDocument();
    await user.click(offer);
    await user.click(screen.getByRole('button', { name: 'Pay ₹4,950 (₹50 UPI offer)' }));
    await waitFor(() => expect(goToGateway).toHaveBeenCalledWith('/api/v1/payments/gateway/checkout/order_1/'));
    const [call] = api.callsOf('payNow');
    expect(call?.params).toEqual({ bid: BID });
    expect(call?.body).toEqual({ guest: GUEST, method: 'upi', offer_id: 'upi-50', expected_amount: 4950 });
    expect(call?.headers['idempotency-key']).toMatch(/^.{8,100}$/);
  });

  it('given another method chosen, then the offer goes and the card offer computes its own saving', async () => {
    const user = userEvent.setup();
    renderPayment();
    await user.click(await screen.findByRole('radio', { name: /^Flat ₹50 off with UPI/ }));
    await user.click(screen.getByRole('radio', { name: 'Credit / Debit card' }));
    expect(screen.getByRole('button', { name: 'Pay ₹5,000' })).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: /^10% off with cards/ }));
    expect(screen.getByRole('button', { name: 'Pay ₹4,700 (₹300 Credit / Debit card offer)' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'No offer' }));
    expect(screen.getByRole('button', { name: 'Pay ₹5,000' })).toBeInTheDocument();
  });

  it('given methods that failed to load, then Retry in the section loads them; failed offers only hide offers', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { api } = renderPayment({
      handlers: {
        getPaymentMethods: () => {
          attempts += 1;
          if (attempts === 1) throw apiError(500, 'API Error');
          return METHODS;
        },
        getPaymentOffers: () => {
          throw apiError(500, 'down');
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'We could not load the payment methods' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₹5,000' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('radio', { name: 'UPI' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay ₹5,000' })).toBeEnabled();
    expect(screen.queryByRole('group', { name: /Payment offers/ })).not.toBeInTheDocument();
    expect(api.callsOf('getPaymentMethods')).toHaveLength(2);
  });
});
