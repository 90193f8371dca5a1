import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { createFakeApiClient, fakeApiError, type FakeApiClient } from '@nivaas/api-client/testing';
import { renderScreen } from '@nivaas/routes/testing';
import { BookingServicesProvider } from '../../features/booking-services';
import { unconfiguredRazorpayCheckout, type RazorpayCheckout } from '../../features/razorpay';
import RazorpayPaymentProcessScreen from './razorpay-payment-process-screen';

const ORDER = 'NIV1234567';
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';
const SIGNATURE = 'a'.repeat(64);
const CALLBACK = new URLSearchParams({
  razorpay_order_id: 'order_abc123',
  razorpay_payment_id: 'pay_xyz789',
  razorpay_signature: SIGNATURE,
  order_id: ORDER,
  t: TOKEN,
});

const statusAnswer = {
  order_id: ORDER,
  status: 'CONFIRMED',
  payment_status: 'paid' as const,
  failure_reason: null,
  paid_amount: 3540,
  pending_amount: 0,
  itinerary: null,
};

function renderPage(api: FakeApiClient, query: string, razorpay?: (key: string | null) => RazorpayCheckout) {
  return renderScreen(RazorpayPaymentProcessScreen, {
    url: `/razorpay-payment-process/?${query}`,
    wrapper: ({ children }) => (
      <BookingServicesProvider services={{ api, assignLocation: jest.fn(), ...(razorpay ? { razorpay } : {}) }}>
        {children}
      </BookingServicesProvider>
    ),
  });
}

describe('RazorpayPaymentProcessScreen: /razorpay-payment-process/', () => {
  it('given Razorpay’s redirect, sends its three fields to the gateway callback, then replaces itself with the payment page', async () => {
    const api = createFakeApiClient({ gatewayCallback: statusAnswer });
    const view = renderPage(api, CALLBACK.toString());
    await waitFor(() => expect(view.location()).toBe(`/payment-process/${ORDER}/?t=${TOKEN}`));
    expect(api.callsOf('gatewayCallback')).toEqual([
      {
        body: { razorpay_order_id: 'order_abc123', razorpay_payment_id: 'pay_xyz789', razorpay_signature: SIGNATURE },
      },
    ]);
  });

  it('a refused callback says not to pay again and offers Try again and the payment’s status', async () => {
    const api = createFakeApiClient({ gatewayCallback: statusAnswer, getContentsV2: { data: {} } });
    api.failNext('gatewayCallback', fakeApiError(400, 'Invalid signature'));
    const view = renderPage(api, CALLBACK.toString());
    expect(await screen.findByRole('alert')).toHaveTextContent('Do not pay again');
    expect(screen.getByRole('link', { name: 'See your payment’s status' })).toHaveAttribute(
      'href',
      `/payment-process/${ORDER}/?t=${TOKEN}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(view.location()).toBe(`/payment-process/${ORDER}/?t=${TOKEN}`));
  });

  it('given our checkout link and a configured key, opens the provider’s checkout; its payment goes through the callback', async () => {
    const open = jest.fn<Promise<void>, Parameters<RazorpayCheckout['open']>>(async () => undefined);
    const keys: (string | null)[] = [];
    const api = createFakeApiClient({ gatewayCallback: statusAnswer });
    const view = renderPage(
      api,
      `order_id=${ORDER}&t=${TOKEN}&gateway_order_id=order_abc123&key_id=rzp_test_abcdef123&amount=3540`,
      (key) => {
        keys.push(key);
        return { configured: true, open };
      },
    );
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(keys).toContain('rzp_test_abcdef123');
    const [[options]] = open.mock.calls as [[Parameters<RazorpayCheckout['open']>[0]]];
    expect(options).toMatchObject({ keyId: 'rzp_test_abcdef123', gatewayOrderId: 'order_abc123', amount: 3540 });
    act(() =>
      options.onPaid({
        razorpay_order_id: 'order_abc123',
        razorpay_payment_id: 'pay_xyz789',
        razorpay_signature: SIGNATURE,
      }),
    );
    await waitFor(() => expect(view.location()).toBe(`/payment-process/${ORDER}/?t=${TOKEN}`));
    expect(api.callsOf('gatewayCallback')).toHaveLength(1);
  });

  it('when the guest closes the checkout, says nothing was charged and offers to pay again', async () => {
    const open = jest.fn<Promise<void>, Parameters<RazorpayCheckout['open']>>(async () => undefined);
    renderPage(
      createFakeApiClient(),
      `order_id=${ORDER}&gateway_order_id=order_abc123&key_id=rzp_test_abcdef123&amount=3540`,
      () => ({ configured: true, open }),
    );
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    act(() => (open.mock.calls as [[Parameters<RazorpayCheckout['open']>[0]]])[0][0].onDismiss());
    expect(await screen.findByText('You closed the payment window. Nothing was charged.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹3,540' }));
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('without a Razorpay key, says honestly that the provider is not set up here and loads nothing', async () => {
    const { container } = renderPage(
      createFakeApiClient(),
      `order_id=${ORDER}&t=${TOKEN}`,
      () => unconfiguredRazorpayCheckout,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Card payments by Razorpay are not set up here');
    expect(screen.getByRole('link', { name: 'See your payment’s status' })).toHaveAttribute(
      'href',
      `/payment-process/${ORDER}/?t=${TOKEN}`,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it.each([
    ['no query', ''],
    ['a forged signature', 'razorpay_order_id=o&razorpay_payment_id=p&razorpay_signature=<script>'],
    ['a bad booking id', 'order_id=%3Cscript%3E'],
  ])('given %s, says the link is incomplete and calls nothing', (_name, query) => {
    const api = createFakeApiClient();
    renderPage(api, query);
    expect(screen.getByRole('alert')).toHaveTextContent('This payment link is incomplete');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(api.calls).toEqual([]);
  });
});
