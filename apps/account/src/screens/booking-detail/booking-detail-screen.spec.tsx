import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { ReactNode } from 'react';
import { createFakeApiClient, fakeApiError, type FakeApiClient } from '@nivaas/api-client/testing';
import { renderScreen } from '@nivaas/routes/testing';
import { createTestPlatform } from '@nivaas/state/testing';
import { bookingItem, pastBooking, signedInMember } from '../../testing/booking-fixtures';
import { BookingDetailApiProvider } from './booking-detail-api';
import BookingDetailScreen from './booking-detail-screen';

function render(api: FakeApiClient, url = '/account/booking-history/NIV1000001/', platform = signedInMember()) {
  const wrapper = ({ children }: { readonly children: ReactNode }) => (
    <BookingDetailApiProvider api={api}>{children}</BookingDetailApiProvider>
  );
  return renderScreen(BookingDetailScreen, { url, platform, wrapper });
}

const section = (name: string) => screen.getByRole('region', { name });
/** The value of a label in a section's description list. */
const valueOf = (region: HTMLElement, label: string) =>
  within(region)
    .getAllByRole('term')
    .find((term) => term.textContent === label)?.nextElementSibling?.textContent;

describe('booking detail (/account/booking-history/{bookingId}/)', () => {
  it('given a booking, then its status, order, hotel, stay, plan and guest are all shown', async () => {
    const api = createFakeApiClient({ getBookingDetail: bookingItem() });
    const { container } = render(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nivaas Suites Marathahalli' })).toBeInTheDocument();
    expect(api.callsOf('getBookingDetail')).toEqual([{ params: { orderId: 'NIV1000001' } }]);
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByText('NIV1000001')).toBeInTheDocument();
    // Regression: "Booked through msite" named an internal code; the guest reads where they booked.
    expect(screen.queryByText(/msite/i)).toBeNull();
    expect(screen.getByText('On the website')).toBeInTheDocument();
    expect(screen.getByText('Tue, 24 Nov, 12:00 pm', { exact: false })).toBeInTheDocument();
    const hotel = section('Hotel');
    expect(valueOf(hotel, 'Address')).toBe('12 Outer Ring Road, Marathahalli, Bengaluru, Karnataka');
    expect(valueOf(hotel, 'Property type')).toBe('service apartment');
    expect(within(hotel).getByRole('img', { name: 'Photo of Nivaas Suites Marathahalli' })).toHaveAttribute(
      'srcset',
      '/api/images/hotels/1042/1-320.jpg 320w, /api/images/hotels/1042/1-640.jpg 640w',
    );
    const stay = section('Your stay');
    expect(valueOf(stay, 'Check-in')).toBe('Thu, 3 Dec');
    expect(valueOf(stay, 'Check-out')).toBe('Sat, 5 Dec');
    expect(valueOf(stay, 'Length of stay')).toBe('2 nights');
    expect(valueOf(stay, 'Rooms')).toBe('1 room');
    expect(valueOf(stay, 'Guests')).toBe('2 adults, 1 child');
    expect(valueOf(stay, 'Room type')).toBe('Oak');
    const plan = section('Rate plan and cancellation');
    expect(plan).toHaveTextContent('Free cancellation');
    expect(plan).not.toHaveTextContent('EP');
    expect(plan).toHaveTextContent('Free cancellation till 24 hours before check-in');
    const guest = section('Guest');
    expect([valueOf(guest, 'Name'), valueOf(guest, 'Mobile'), valueOf(guest, 'Email')]).toEqual([
      'Asha Rao',
      '9876543210',
      'asha@example.in',
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it.each([
    ['android', 'In the app'],
    ['OTA', null],
    ['', null],
  ])(
    'given the channel %s, then where it was booked is said as a guest would say it, or not at all',
    async (code, said) => {
      render(createFakeApiClient({ getBookingDetail: bookingItem({ booking_channel: code }) }));
      await screen.findByRole('heading', { level: 1, name: 'Nivaas Suites Marathahalli' });
      const booked = screen.queryAllByRole('term').find((term) => term.textContent === 'Booked');
      expect(booked?.nextElementSibling?.textContent ?? null).toBe(said);
      expect(screen.queryByText(code || 'no channel code', { exact: true })).toBeNull();
    },
  );

  it('given every amount, then the payment section lists each once and every total is the sum above it', async () => {
    const api = createFakeApiClient({
      getBookingDetail: bookingItem({
        partial_payment_amount: 1190,
        paid_at_hotel: false,
        payment_detail: { paid_amount: 1140, pending_amount: 2333, offer_discount: 50 },
      }),
    });
    render(api);
    await screen.findByRole('heading', { level: 1 });
    const payment = section('Payment');
    const rows = {
      'Room price': '₹4,000',
      'Member price': '−₹201',
      'Coupon WELCOME': '−₹301',
      Taxes: '₹175',
      'Platform fee': '₹49',
      'Total with taxes and fees': '₹3,722',
      'Paid with points': '−₹199',
      'Payment offer': '−₹50',
      'Paid in money': '₹3,473',
      Paid: '₹1,140',
      'Balance due': '₹2,333',
    };
    for (const [label, value] of Object.entries(rows)) expect([label, valueOf(payment, label)]).toEqual([label, value]);
    // Each saving once: no "Total savings" counting them (or the points) again.
    expect(valueOf(payment, 'Total savings')).toBeUndefined();
  });

  it('given zero amounts that say nothing, then they are left out, the totals stay', async () => {
    const api = createFakeApiClient({
      getBookingDetail: bookingItem({
        payment_detail: { member_discount: 0, voucher_amount: 0, discount: 0, wallet_deduction: 0, coupon_code: null },
      }),
    });
    render(api);
    await screen.findByRole('heading', { level: 1 });
    const payment = section('Payment');
    expect(valueOf(payment, 'Member price')).toBeUndefined();
    expect(valueOf(payment, 'Paid with points')).toBeUndefined();
    expect(valueOf(payment, 'Paid in money')).toBeUndefined();
    expect(valueOf(payment, 'Balance due')).toBeUndefined();
    expect(valueOf(payment, 'Paid')).toBe('₹3,523');
  });

  it('given every link, then each action is shown with its path; Call and Directions follow the hotel', async () => {
    const api = createFakeApiClient({
      getBookingDetail: bookingItem({
        links: { pay_balance: '/confirmation/NIV1000001/?t=tok_abcdefghijklmnopqrstuvwxyz#pay-balance' },
      }),
    });
    render(api);
    const actions = await screen.findByRole('region', { name: 'Manage your booking' });
    const href = (name: string | RegExp) => within(actions).getByRole('link', { name }).getAttribute('href');
    expect(href('Pay the balance')).toBe('/confirmation/NIV1000001/?t=tok_abcdefghijklmnopqrstuvwxyz#pay-balance');
    expect(href('Cancel booking')).toBe('/c-cancelhash_abcdefghijklmnop/');
    expect(href('Web check-in')).toBe('/web-checkin/wc_abcdefghijklmnopqrstuv/');
    // Feedback waits for the stay: this one is still to come.
    expect(within(actions).queryByRole('link', { name: 'Give feedback' })).toBeNull();
    expect(href('Call hotel')).toBe('tel:+918012345678');
    expect(href(/^Directions/)).toBe('https://www.google.com/maps/dir/?api=1&destination=12.9569%2C77.7011');
  });

  it('given a past stay, then Give feedback leads to its feedback page', async () => {
    render(createFakeApiClient({ getBookingDetail: pastBooking() }));
    const actions = await screen.findByRole('region', { name: 'Manage your booking' });
    expect(within(actions).getByRole('link', { name: 'Give feedback' })).toHaveAttribute(
      'href',
      '/feedback/fb_abcdefghijklmnopqrstuv/',
    );
  });

  it('given Share without a share sheet, then the stay (never the booking) is copied and a toast says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { platform } = render(createFakeApiClient({ getBookingDetail: bookingItem() }));
    await userEvent.click(await screen.findByRole('button', { name: 'Share your stay' }));
    expect(writeText).toHaveBeenCalledWith(
      `I am staying at Nivaas Suites Marathahalli, Marathahalli, Bengaluru: Thu, 3 Dec – Sat, 5 Dec. ${window.location.origin}/hotels-in-bengaluru/nivaas-suites-marathahalli-1042/`,
    );
    expect(platform.eventsOf('toast/show')).toEqual([
      { type: 'toast/show', kind: 'success', message: 'Stay details copied' },
    ]);
    Object.defineProperty(window.navigator, 'clipboard', { value: undefined, configurable: true });
  });

  it('given links that do not apply now (null), then those actions are not shown', async () => {
    const api = createFakeApiClient({
      getBookingDetail: bookingItem({
        links: { cancellation: null, web_checkin: null, feedback: null, pay_balance: null },
        hotel_detail: { contact_number: '', latitude: 0, longitude: 0 },
      }),
    });
    render(api);
    const actions = await screen.findByRole('region', { name: 'Manage your booking' });
    for (const name of [
      'Pay the balance',
      'Cancel booking',
      'Web check-in',
      'Give feedback',
      'Call hotel',
      /^Directions/,
    ])
      expect(within(actions).queryByRole('link', { name })).toBeNull();
  });

  it("given a booking that is not this member's (404), then it says so with the way back to the list", async () => {
    const api = createFakeApiClient({
      getBookingDetail: () => {
        throw fakeApiError(404, 'Not found');
      },
    });
    const view = render(api);
    expect(
      await screen.findByRole('heading', { name: 'We can’t find this booking in your account' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'See your bookings' }));
    expect(view.location()).toBe('/account/booking-history/');
  });

  it('given an id that cannot be one in the URL, then the same page and no call', async () => {
    const api = createFakeApiClient({ getBookingDetail: bookingItem() });
    render(api, `/account/booking-history/${encodeURIComponent('<script>x</script>')}/`);
    expect(screen.getByRole('heading', { name: 'We can’t find this booking in your account' })).toBeInTheDocument();
    expect(api.callsOf('getBookingDetail')).toEqual([]);
  });

  it('given the call fails, then an error with Retry, and Retry loads it', async () => {
    const api = createFakeApiClient({ getBookingDetail: bookingItem() });
    api.failNext('getBookingDetail');
    render(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nivaas Suites Marathahalli' })).toBeInTheDocument();
  });

  it('given a visitor who is not signed in, then a sign-in prompt that opens the login modal, and no call', async () => {
    const api = createFakeApiClient({ getBookingDetail: bookingItem() });
    const platform = createTestPlatform();
    render(api, undefined, platform);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(platform.eventsOf('modal/open')).toEqual([{ type: 'modal/open', modal: 'login' }]);
    expect(api.callsOf('getBookingDetail')).toEqual([]);
  });
});
