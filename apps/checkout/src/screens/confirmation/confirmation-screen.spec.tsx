import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { createFakeApiClient, fakeApiError, type FakeApiClient } from '@nivaas/api-client/testing';
import { renderScreen } from '@nivaas/routes/testing';
import { createTestPlatform, type TestPlatform } from '@nivaas/state/testing';
import { BookingServicesProvider } from '../../features/booking-services';
import { CARE, confirmation, ORDER, PAGE, TOKEN, PAY_AT_HOTEL } from '../../testing/confirmation-fixtures';
import ConfirmationScreen from './confirmation-screen';

function renderPage(
  api: FakeApiClient,
  {
    url = PAGE,
    platform,
    assignLocation = jest.fn(),
  }: { url?: string; platform?: TestPlatform; assignLocation?: jest.Mock } = {},
) {
  return renderScreen(ConfirmationScreen, {
    url,
    ...(platform ? { platform } : {}),
    wrapper: ({ children }) => (
      <BookingServicesProvider services={{ api, assignLocation }}>{children}</BookingServicesProvider>
    ),
  });
}

const line = (name: string) => {
  const term = within(screen.getByRole('region', { name: 'Price' })).getByText(name, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('ConfirmationScreen: /confirmation/{bookingId}/?t=…', () => {
  it('with the token, shows the booking, the hotel with its map and phone, the stay, every price line, the guest and GST, and the links', async () => {
    const api = createFakeApiClient({ getConfirmation: confirmation(), getContentsV2: CARE });
    const { container } = renderPage(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
    expect(api.callsOf('getConfirmation')).toEqual([{ params: { orderId: ORDER }, query: { t: TOKEN } }]);
    expect(screen.getByText(ORDER)).toBeVisible();
    expect(screen.getByText('Confirmed')).toBeVisible();

    const hotel = screen.getByRole('region', { name: 'Hotel' });
    expect(hotel).toHaveTextContent('Nivaas Suites Marathahalli');
    expect(hotel).toHaveTextContent('12 Outer Ring Road, Marathahalli, Bengaluru 560037');
    const map = within(hotel).getByRole('link', { name: /Open Nivaas Suites Marathahalli in maps/ });
    expect(map).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=12.95,77.7');
    expect(map).toHaveAttribute('target', '_blank');
    expect(map.getAttribute('rel')).toContain('noopener');
    expect(within(hotel).getByRole('link', { name: 'Call the hotel: +91 80 1234 5678' })).toHaveAttribute(
      'href',
      'tel:+918012345678',
    );

    const stay = screen.getByRole('region', { name: 'Your stay' });
    expect(stay).toHaveTextContent('Thu, 3 Dec, from 2:00 PM');
    expect(stay).toHaveTextContent('Sat, 5 Dec, until 12:00 PM');
    expect(stay).toHaveTextContent('2 nights');
    expect(stay).toHaveTextContent('2 adults, 1 child, 1 room');
    expect(stay).toHaveTextContent('Oak');
    expect(stay).toHaveTextContent('Rate planFree cancellation');
    // The booked plan's own terms with its deadline, never another plan's.
    expect(stay).toHaveTextContent(
      "Free cancellation until Wed, 2 Dec, 2:00 PM; after that, one night's tariff is charged.",
    );

    expect(line('Room price')).toBe('₹4,000');
    expect(line('Member price')).toBe('−₹200');
    expect(line('Coupon WELCOME')).toBe('−₹300');
    expect(line('Taxes')).toBe('₹420');
    expect(line('Platform fee')).toBe('₹50');
    expect(line('Total (taxes and fees included)')).toBe('₹3,970');
    expect(line('Paid with points')).toBe('−₹200');
    expect(line('Payment offer')).toBe('−₹50');
    expect(line('Paid in money')).toBe('₹3,720');
    expect(line('Paid')).toBe('₹3,720');

    const guest = screen.getByRole('region', { name: 'Guest' });
    expect(guest).toHaveTextContent('Rao Traders');
    expect(guest).toHaveTextContent('27AAPFU0939F1ZV');
    expect(guest).toHaveTextContent('Yes, booking updates on WhatsApp');

    expect(screen.getByRole('link', { name: 'Cancel this booking' })).toHaveAttribute('href', '/c-hash123456/');
    expect(screen.getByRole('link', { name: 'Check in online' })).toHaveAttribute('href', '/web-checkin/hash123456/');
    expect(await screen.findByRole('link', { name: 'Call customer care: +91 80 4719 8000' })).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("given a non-refundable booking, then its own terms only, never the free-cancellation plan's", async () => {
    const base = confirmation();
    const rate = base.booking.price.selected_rate_plan;
    const nonRefundable = {
      ...base,
      booking: {
        ...base.booking,
        price: {
          selected_rate_plan: {
            ...rate,
            rate_plan: {
              ...rate.rate_plan,
              code: 'NRP',
              name: 'Non-refundable',
              refundable: false,
              tag: 'Lower price',
            },
          },
        },
      },
    };
    renderPage(createFakeApiClient({ getConfirmation: nonRefundable, getContentsV2: CARE }));
    const stay = await screen.findByRole('region', { name: 'Your stay' });
    expect(stay).toHaveTextContent('Rate planNon-refundable');
    expect(stay).toHaveTextContent('Non-refundable: no refund if you cancel.');
    expect(stay).not.toHaveTextContent(/free cancellation/i);
  });

  it('emits booking/confirmed once per booking, however often the page is opened', async () => {
    const platform = createTestPlatform();
    const api = createFakeApiClient({ getConfirmation: confirmation(), getContentsV2: CARE });
    const first = renderPage(api, { platform });
    await screen.findByRole('heading', { level: 1 });
    first.unmount();
    renderPage(api, { platform });
    await screen.findByRole('heading', { level: 1 });
    expect(platform.eventsOf('booking/confirmed')).toEqual([{ type: 'booking/confirmed', bookingId: ORDER }]);
  });

  it('a pending payment says "Payment pending" with a link to the payment page, not a success, and emits nothing', async () => {
    const platform = createTestPlatform();
    const api = createFakeApiClient({
      getConfirmation: confirmation({ payment: { payment_status: 'pending', paid_amount: 0, pending_amount: 3720 } }),
      getContentsV2: CARE,
    });
    renderPage(api, { platform });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment pending' })).toBeVisible();
    expect(screen.queryByText('Your booking is confirmed')).toBeNull();
    expect(screen.getByRole('link', { name: 'Complete or check your payment' })).toHaveAttribute(
      'href',
      `/payment-process/${ORDER}/?t=${TOKEN}`,
    );
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
    expect(platform.eventsOf('booking/confirmed')).toEqual([]);
  });

  it('a booking the API does not show (404) gets its own page with the way to the bookings and home', async () => {
    const api = createFakeApiClient({
      getConfirmation: () => Promise.reject(fakeApiError(404, 'Booking not found')),
    });
    const { container } = renderPage(api, { url: `/confirmation/${ORDER}/` });
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this booking' })).toBeVisible();
    expect(api.callsOf('getConfirmation')).toEqual([{ params: { orderId: ORDER }, query: {} }]);
    expect(screen.getByRole('link', { name: 'See your bookings' })).toHaveAttribute(
      'href',
      '/account/booking-history/',
    );
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('another failure offers Try again, which loads it again', async () => {
    const api = createFakeApiClient({ getConfirmation: confirmation(), getContentsV2: CARE });
    api.failNext('getConfirmation', fakeApiError(500, 'API Error'));
    renderPage(api);
    expect(await screen.findByRole('heading', { name: 'We could not load your booking' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  });

  it('names only the channels the details went by: SMS and WhatsApp to the mobile, email only when given', async () => {
    const withAll = confirmation();
    renderPage(createFakeApiClient({ getConfirmation: withAll, getContentsV2: CARE }));
    expect(
      await screen.findByText(
        'We have sent the details by SMS and WhatsApp to +91 9876543210 and by email to asha@example.in.',
      ),
    ).toBeVisible();
  });

  it('a guest without email or WhatsApp is told of the SMS alone', async () => {
    const base = confirmation();
    const smsOnly = { ...base, guest: { ...base.guest, email: '', whatsapp_opt_in: false } };
    renderPage(createFakeApiClient({ getConfirmation: smsOnly, getContentsV2: CARE }));
    expect(await screen.findByText('We have sent the details by SMS to +91 9876543210.')).toBeVisible();
    expect(screen.queryByText(/email/i)).toBeNull();
  });

  it('pay at hotel: says what to pay at the hotel', async () => {
    const api = createFakeApiClient({
      getConfirmation: confirmation({
        payment: PAY_AT_HOTEL,
      }),
      getContentsV2: CARE,
    });
    renderPage(api);
    expect(await screen.findByText('Confirmed, pay at the hotel')).toBeVisible();
    expect(line('To pay at the hotel')).toBe('₹3,770');
    expect(screen.getByText('Pay ₹3,770 at the hotel when you check in.')).toBeVisible();
  });

  it('part pay: "Pay balance" asks for the amount shown with the token, the method chosen and an idempotency key, then leaves for the gateway', async () => {
    const assignLocation = jest.fn();
    const answer = confirmation({
      payment: { mode: 'part_pay', paid_amount: 1062, pending_amount: 2658, offer_discount: 0 },
    });
    const api = createFakeApiClient({
      getConfirmation: answer,
      getContentsV2: CARE,
      payBalance: {
        order_id: ORDER,
        status: 'CONFIRMED',
        amount_due_now: 2658,
        offer_discount: 0,
        confirmation_token: TOKEN,
        booking: answer.booking,
        gateway_order: {
          gateway: 'simulated',
          key_id: 'rzp_test_local',
          gateway_order_id: 'order_abc',
          amount: 2658,
          currency: 'INR',
          checkout_url: '/api/v1/payments/gateway/checkout/order_abc/',
        },
      },
    });
    renderPage(api, { assignLocation, url: `${PAGE}#pay-balance` });
    const section = await screen.findByRole('region', { name: 'Pay the balance' });
    expect(line('Balance to pay')).toBe('₹2,658');
    await waitFor(() => expect(section).toHaveFocus());
    expect(within(section).getByRole('radio', { name: 'UPI' })).toBeChecked();
    await userEvent.click(within(section).getByRole('radio', { name: 'Credit or debit card' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Pay balance ₹2,658' }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/api/v1/payments/gateway/checkout/order_abc/'));
    const [call] = api.callsOf('payBalance');
    expect(call).toMatchObject({
      params: { orderId: ORDER },
      body: { t: TOKEN, method: 'card', expected_amount: 2658 },
    });
    expect(call?.headers?.['idempotency-key']).toMatch(/.{8,}/);
  });

  it('a changed balance (409) is said, not charged, and the booking is loaded again', async () => {
    const assignLocation = jest.fn();
    const api = createFakeApiClient({
      getConfirmation: confirmation({ payment: { mode: 'part_pay', paid_amount: 1062, pending_amount: 2658 } }),
      getContentsV2: CARE,
      payBalance: () => Promise.reject(fakeApiError(409, 'The amount to pay is now ₹2,700')),
    });
    renderPage(api, { assignLocation });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay balance ₹2,658' }));
    expect(await screen.findByText('The balance has changed: The amount to pay is now ₹2,700')).toBeVisible();
    expect(assignLocation).not.toHaveBeenCalled();
    await waitFor(() => expect(api.callsOf('getConfirmation')).toHaveLength(2));
  });

  it('Add to calendar downloads an .ics of the stay at the hotel’s times in Asia/Kolkata', async () => {
    const blobs: Blob[] = [];
    const create = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:booking';
    });
    Object.assign(window.URL, { createObjectURL: create, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const platform = createTestPlatform();
    renderPage(createFakeApiClient({ getConfirmation: confirmation(), getContentsV2: CARE }), { platform });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to calendar' }));
    expect(click).toHaveBeenCalledTimes(1);
    const ics = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0] as Blob);
    });
    expect(ics).toContain('DTSTART;TZID=Asia/Kolkata:20261203T140000');
    expect(ics).toContain('DTEND;TZID=Asia/Kolkata:20261205T120000');
    expect(ics).toContain('SUMMARY:Stay at Nivaas Suites Marathahalli');
    expect(ics).toContain(`Booking ID ${ORDER}`);
    expect(platform.eventsOf('toast/show')).toEqual([
      { type: 'toast/show', kind: 'success', message: 'Calendar file downloaded' },
    ]);
    click.mockRestore();
  });

  it('Share sends the hotel and stay, never the token link; the booking link is copied only on its own button', async () => {
    const share = jest.fn(async () => undefined);
    Object.assign(navigator, { share });
    const user = userEvent.setup();
    renderPage(createFakeApiClient({ getConfirmation: confirmation(), getContentsV2: CARE }));
    await user.click(await screen.findByRole('button', { name: 'Share your stay' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Nivaas Suites Marathahalli',
      text: 'I am staying at Nivaas Suites Marathahalli, Marathahalli, Bengaluru: Thu, 3 Dec – Sat, 5 Dec.',
      url: 'http://localhost/hotels-in-bengaluru/nivaas-suites-marathahalli-1042/',
    });
    expect(JSON.stringify(share.mock.calls)).not.toContain(TOKEN);
    expect(screen.getByText(/Anyone with this link can see this booking/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copy your booking link' }));
    expect(await navigator.clipboard.readText()).toBe(`http://localhost/confirmation/${ORDER}/?t=${TOKEN}`);
    delete (navigator as { share?: unknown }).share;
  });

  it('a signed-in owner without a token sees the booking; no booking link is offered', async () => {
    const api = createFakeApiClient({ getConfirmation: confirmation(), getContentsV2: CARE });
    renderPage(api, { url: `/confirmation/${ORDER}/` });
    await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' });
    expect(api.callsOf('getConfirmation')[0]).toEqual({ params: { orderId: ORDER }, query: {} });
    expect(screen.queryByRole('button', { name: 'Copy your booking link' })).toBeNull();
  });

  it('Copy booking ID puts the id on the clipboard', async () => {
    const user = userEvent.setup();
    renderPage(createFakeApiClient({ getConfirmation: confirmation(), getContentsV2: CARE }));
    await user.click(await screen.findByRole('button', { name: 'Copy booking ID' }));
    expect(await navigator.clipboard.readText()).toBe(ORDER);
  });

  // Regression: a guest who booked signed out followed "See all your bookings" to an empty history.
  it('signed out, "See all your bookings" leads to sign in with the booking\'s number filled in, then the history', async () => {
    renderPage(createFakeApiClient({ getConfirmation: confirmation(), getContentsV2: CARE }));
    const link = await screen.findByRole('link', { name: 'See all your bookings' });
    expect(link).toHaveAttribute('href', '/login/?redirect=%2Faccount%2Fbooking-history%2F&phone=9876543210');
    expect(link).toHaveAccessibleDescription(
      'Sign in with +91 9876543210 by OTP to see this booking with all the others made with it.',
    );
  });

  it('signed in, "See all your bookings" is the booking history itself', async () => {
    const platform = createTestPlatform();
    platform.session.login('t', { id: 7, first_name: 'Asha' });
    renderPage(createFakeApiClient({ getConfirmation: confirmation(), getContentsV2: CARE }), { platform });
    const link = await screen.findByRole('link', { name: 'See all your bookings' });
    expect(link).toHaveAttribute('href', '/account/booking-history/');
    expect(link).not.toHaveAccessibleDescription();
  });

  it('signed out with a foreign mobile (no OTP by SMS to it), sign in is offered without a number', async () => {
    const foreign = confirmation();
    const api = createFakeApiClient({
      getConfirmation: { ...foreign, guest: { ...foreign.guest, country_code: '+44', mobile: '7700900123' } },
      getContentsV2: CARE,
    });
    renderPage(api);
    const link = await screen.findByRole('link', { name: 'See all your bookings' });
    expect(link).toHaveAttribute('href', '/login/?redirect=%2Faccount%2Fbooking-history%2F');
  });
});
