import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { BookingHistoryItem } from '@nivaas/api-client/contract';
import { createFakeApiClient, fakeApiError, type FakeApiClient } from '@nivaas/api-client/testing';
import { renderScreen } from '@nivaas/routes/testing';
import { createTestPlatform, OFFLINE_COPY_LABELS, offlineCopiesOf, type TestPlatform } from '@nivaas/state/testing';
import { bookingItem, signedInMember } from '../../testing/booking-fixtures';
import { BookingDetailApiProvider } from './booking-detail-api';
import BookingDetailScreen from './booking-detail-screen';

const PAGE = '/account/booking-history/NIV1000001/';

/** The booking detail as the shell mounts it, on a recorded bus: what it leaves for its offline page. */
function render(api: FakeApiClient, url = PAGE, platform: TestPlatform = signedInMember()) {
  const wrapper = ({ children }: { readonly children: ReactNode }) => (
    <BookingDetailApiProvider api={api}>{children}</BookingDetailApiProvider>
  );
  const view = renderScreen(BookingDetailScreen, { url, platform, wrapper });
  return { ...view, seen: () => offlineCopiesOf(platform) };
}

/** The details as label: value lines, in the order the offline page shows them. */
const lines = (booking: { readonly details: readonly { label: string; value: string }[] } | undefined) =>
  (booking?.details ?? []).map((d) => `${d.label}: ${d.value}`);

describe('booking detail: the offline copy of the booking on screen (booking/seen)', () => {
  const lang = document.documentElement.lang;
  afterEach(() => {
    document.documentElement.lang = lang;
  });

  it('given a member’s booking, then its page path, hotel address and phone, and every detail in order', async () => {
    const { seen } = render(createFakeApiClient({ getBookingDetail: bookingItem() }));
    await screen.findByRole('heading', { level: 1, name: 'Nivaas Suites Marathahalli' });
    await waitFor(() => expect(seen()).toHaveLength(1));
    const [booking] = seen();
    expect(booking).toEqual({
      pagePath: PAGE,
      bookingId: 'NIV1000001',
      lang: 'en-IN',
      title: 'Nivaas Suites Marathahalli',
      status: 'Confirmed',
      hotel: {
        name: 'Nivaas Suites Marathahalli',
        address: '12 Outer Ring Road, Marathahalli, Bengaluru, Karnataka',
        phone: '+91 80 1234 5678',
      },
      details: expect.any(Array),
      labels: OFFLINE_COPY_LABELS['en-IN'],
      savedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(lines(booking)).toEqual([
      'Booking ID: NIV1000001',
      'Check-in: Thu, 3 Dec',
      'Check-out: Sat, 5 Dec',
      'Length of stay: 2 nights',
      'Rooms: 1 room',
      'Guests: 2 adults, 1 child',
      'Room type: Oak',
      'Rate plan: Free cancellation',
      // Every line of the payment section, so the copy adds up as the screen does.
      'Room price: ₹4,000',
      'Member price: −₹201',
      'Coupon WELCOME: −₹301',
      'Taxes: ₹175',
      'Platform fee: ₹49',
      'Total with taxes and fees: ₹3,722',
      'Paid with points: −₹199',
      'Paid in money: ₹3,523',
      'Paid: ₹3,523',
      'Guest: Asha Rao',
    ]);
  });

  it.each([
    [true, 'To pay at the hotel: ₹3,523'],
    [false, 'Balance due: ₹2,523'],
  ])('given an amount due (paid at hotel: %s), then "%s" after Paid', async (paidAtHotel, due) => {
    const api = createFakeApiClient({
      getBookingDetail: bookingItem({
        paid_at_hotel: paidAtHotel,
        payment_detail: { paid_amount: paidAtHotel ? 0 : 1000, pending_amount: paidAtHotel ? 3523 : 2523 },
      }),
    });
    const { seen } = render(api);
    await waitFor(() => expect(seen()).toHaveLength(1));
    expect(lines(seen()[0]).slice(-3)).toEqual([`Paid: ₹${paidAtHotel ? 0 : '1,000'}`, due, 'Guest: Asha Rao']);
  });

  it('given a hotel without a phone, then none; the query is kept and the fragment dropped from the path', async () => {
    const api = createFakeApiClient({ getBookingDetail: bookingItem({ hotel_detail: { contact_number: ' ' } }) });
    const { seen } = render(api, `${PAGE}?from=history#booking-payment`);
    await waitFor(() => expect(seen()).toHaveLength(1));
    const [booking] = seen();
    expect(booking?.pagePath).toBe(`${PAGE}?from=history`);
    expect(booking?.hotel.phone).toBeNull();
  });

  it('given the page in French, then the labels and values are the French page’s', async () => {
    document.documentElement.lang = 'fr-FR';
    const { seen } = render(createFakeApiClient({ getBookingDetail: bookingItem() }));
    await waitFor(() => expect(seen()).toHaveLength(1));
    const [booking] = seen();
    expect(booking?.lang).toBe('fr-FR');
    expect(booking?.labels).toEqual(OFFLINE_COPY_LABELS['fr-FR']);
    expect(lines(booking).slice(0, 8)).toEqual([
      'N° de réservation: NIV1000001',
      'Arrivée: jeu. 3 déc.',
      'Départ: sam. 5 déc.',
      'Durée du séjour: 2 nuits',
      'Chambres: 1 chambre',
      'Voyageurs: 2 adultes, 1 enfant',
      'Type de chambre: Oak',
      'Tarif: Annulation gratuite',
    ]);
  });

  it('given a visitor who is not signed in, a booking not theirs (404) or one still loading, then nothing is left', async () => {
    const signedOut = render(createFakeApiClient({ getBookingDetail: bookingItem() }), PAGE, createTestPlatform());
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(signedOut.seen()).toEqual([]);
    signedOut.unmount();

    const notTheirs = render(
      createFakeApiClient({
        getBookingDetail: () => {
          throw fakeApiError(404, 'Not found');
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'We can’t find this booking in your account' })).toBeVisible();
    expect(notTheirs.seen()).toEqual([]);
    notTheirs.unmount();

    // An answer that never comes: the page stays on its loading state.
    const never = new Promise<BookingHistoryItem>(() => undefined);
    const loading = render(createFakeApiClient({ getBookingDetail: () => never }));
    expect(await screen.findByRole('status', { name: 'Loading your booking…' })).toBeInTheDocument();
    expect(loading.seen()).toEqual([]);
  });

  it('given a failed load then Try again, a logout and a new login, then one copy per time the booking is shown', async () => {
    const api = createFakeApiClient({ getBookingDetail: bookingItem() });
    api.failNext('getBookingDetail');
    const { seen, platform } = render(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Nivaas Suites Marathahalli' });
    await waitFor(() => expect(seen()).toHaveLength(1));

    // Logout makes the shell forget every copy: the page, now asking to sign in, leaves none.
    act(() => platform.session.logout());
    expect(await screen.findByText('Sign in to see this booking.')).toBeVisible();
    expect(seen()).toHaveLength(1);

    // Signed in again, the booking shows again and is left again (the shell had forgotten it).
    act(() => platform.session.login('tok_member', { id: 3, first_name: 'Asha', phone_number: '9000000003' }));
    await screen.findByRole('heading', { level: 1, name: 'Nivaas Suites Marathahalli' });
    await waitFor(() => expect(seen()).toHaveLength(2));
    expect(seen()[1]).toEqual({ ...seen()[0], savedAt: expect.any(String) });
    await waitFor(() => expect(api.callsOf('getBookingDetail')).toHaveLength(3));
    expect(seen()).toHaveLength(2);
  });
});
