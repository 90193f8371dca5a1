import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { createFakeApiClient, fakeApiError, type FakeApiClient } from '@nivaas/api-client/testing';
import { renderScreen } from '@nivaas/routes/testing';
import { BookingServicesProvider } from '../../features/booking-services';
import { paymentStatus as status } from '../../testing/confirmation-fixtures';
import PaymentProcessScreen from './payment-process-screen';

const ORDER = 'NIV1234567';
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';
const PAGE = `/payment-process/${ORDER}/?t=${TOKEN}`;

const CARE = { data: { gdc_customer_care_numbers: { default: '+91 80 4719 8000' } } };

function renderPage(api: FakeApiClient, url = PAGE) {
  return renderScreen(PaymentProcessScreen, {
    url,
    wrapper: ({ children }) => (
      <BookingServicesProvider services={{ api, assignLocation: jest.fn() }}>{children}</BookingServicesProvider>
    ),
  });
}

/** Lets the fake's promises settle and React commit, without real time passing. */
const settle = () => act(async () => undefined);
const wait = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
  });

describe('PaymentProcessScreen: /payment-process/{bookingId}/?t=…', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('given a pending payment, polls at once with the token, then every 2 s, counting attempts, then goes to the confirmation once paid', async () => {
    let answers = 0;
    const api = createFakeApiClient({
      getPaymentStatus: () => (++answers < 3 ? status() : status({ payment_status: 'paid', status: 'CONFIRMED' })),
      getContentsV2: CARE,
    });
    const view = renderPage(api);
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your payment…');
    expect(screen.getByText('Check 1 of 10')).toBeVisible();
    expect(api.callsOf('getPaymentStatus')).toEqual([{ params: { orderId: ORDER }, query: { t: TOKEN } }]);
    await wait(1999);
    expect(api.callsOf('getPaymentStatus')).toHaveLength(1);
    await wait(1);
    await settle();
    expect(screen.getByText('Check 2 of 10')).toBeVisible();
    await wait(2000);
    await settle();
    expect(api.callsOf('getPaymentStatus')).toHaveLength(3);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(`/confirmation/${ORDER}/?t=${TOKEN}`);
    expect(view.location()).toBe(`/confirmation/${ORDER}/?t=${TOKEN}`);
  });

  it('given a pay-at-hotel booking (nothing to pay), goes to the confirmation', async () => {
    const api = createFakeApiClient({ getPaymentStatus: status({ payment_status: 'not_required' }) });
    const view = renderPage(api, `/payment-process/${ORDER}/`);
    await settle();
    expect(view.location()).toBe(`/confirmation/${ORDER}/`);
  });

  it('after 10 pending answers, stops and shows apiError with Check again and the customer care number; Check again resets the counter', async () => {
    const api = createFakeApiClient({ getPaymentStatus: status(), getContentsV2: CARE });
    renderPage(api);
    await settle();
    for (let i = 1; i < 10; i += 1) await wait(2000);
    await settle();
    expect(api.callsOf('getPaymentStatus')).toHaveLength(10);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not confirm your payment yet');
    expect(screen.getByRole('link', { name: 'Call customer care: +91 80 4719 8000' })).toHaveAttribute(
      'href',
      'tel:+918047198000',
    );
    await wait(10_000);
    expect(api.callsOf('getPaymentStatus')).toHaveLength(10);

    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await settle();
    expect(api.callsOf('getPaymentStatus')).toHaveLength(11);
    expect(screen.getByText('Check 1 of 10')).toBeVisible();
  });

  it('a failed status call sets apiError at once (docs/rules.md 8), with the way to check again', async () => {
    const api = createFakeApiClient({ getPaymentStatus: status(), getContentsV2: CARE });
    api.failNext('getPaymentStatus', fakeApiError(500, 'API Error'));
    renderPage(api);
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not confirm your payment yet');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your payment…');
  });

  it('given a declined payment with its itinerary, returns to the itinerary with the choice and payment_failed', async () => {
    const api = createFakeApiClient({
      getPaymentStatus: status({
        failure_reason: 'declined',
        itinerary: {
          bid: 'bid_abcdefgh12',
          hotel_id: 1042,
          checkin: '2026-12-03',
          checkout: '2026-12-05',
          roomconfig: '2-0',
          roomtype: 'oak',
          rateplan: 'EP',
          payment_mode: 'pay_now',
          method: 'card',
        },
      }),
    });
    const view = renderPage(api);
    await settle();
    const where = new URL(view.location(), 'https://site.test');
    expect(where.pathname).toBe('/itinerary/');
    expect(Object.fromEntries(where.searchParams)).toMatchObject({
      bid: 'bid_abcdefgh12',
      hotel_id: '1042',
      checkin: '03-12-2026',
      checkout: '05-12-2026',
      roomconfig: '2-0',
      roomtype: 'oak',
      rateplan: 'EP',
      payment_failed: 'declined',
      mode: 'pay_now',
      method: 'card',
    });
    expect(api.callsOf('getPaymentStatus')).toHaveLength(1);
  });

  it('given a failed payment without its itinerary (no token), says so with links home and to the bookings', async () => {
    const api = createFakeApiClient({
      getPaymentStatus: status({ payment_status: 'failed', failure_reason: 'expired' }),
      getContentsV2: CARE,
    });
    const { container } = renderPage(api, `/payment-process/${ORDER}/`);
    await settle();
    // The page's one heading says what happened: no "Confirming your payment" above a payment that failed.
    expect(screen.getByRole('heading', { level: 1, name: 'Your payment did not go through' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Confirming your payment' })).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('No money was taken for this booking.');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'See your bookings' })).toHaveAttribute(
      'href',
      '/account/booking-history/',
    );
    jest.useRealTimers();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('given a booking the API does not know, says so instead of polling on', async () => {
    const api = createFakeApiClient({
      getPaymentStatus: () => Promise.reject(fakeApiError(404, 'Order not found')),
      getContentsV2: CARE,
    });
    renderPage(api);
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'We could not find this payment' })).toBeVisible();
    await wait(4000);
    expect(api.callsOf('getPaymentStatus')).toHaveLength(1);
  });

  it('given a booking id that cannot be one, says so and calls nothing', async () => {
    const api = createFakeApiClient({ getContentsV2: CARE });
    renderPage(api, '/payment-process/%3Cscript%3E/');
    await settle();
    expect(screen.getByRole('heading', { name: 'We could not find this payment' })).toBeVisible();
    expect(api.callsOf('getPaymentStatus')).toEqual([]);
  });

  it('stops polling when the page goes', async () => {
    const api = createFakeApiClient({ getPaymentStatus: status() });
    const view = renderPage(api);
    await settle();
    view.unmount();
    await wait(10_000);
    expect(api.callsOf('getPaymentStatus')).toHaveLength(1);
  });
});
