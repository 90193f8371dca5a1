import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { ReactNode } from 'react';
import { createFakeApiClient, fakeApiError, type FakeApiClient } from '@nivaas/api-client/testing';
import { renderScreen } from '@nivaas/routes/testing';
import { createTestPlatform } from '@nivaas/state/testing';
import { bookingItem, historyResponse, pastBooking, signedInMember } from '../../testing/booking-fixtures';
import { BookingHistoryApiProvider } from './booking-history-api';
import BookingHistoryScreen from './booking-history-screen';

const URL = '/account/booking-history/';

function render(api: FakeApiClient, platform = signedInMember()) {
  const wrapper = ({ children }: { readonly children: ReactNode }) => (
    <BookingHistoryApiProvider api={api}>{children}</BookingHistoryApiProvider>
  );
  return renderScreen(BookingHistoryScreen, { url: URL, platform, wrapper });
}

const region = (name: string) => screen.getByRole('region', { name });
const hotelsIn = (name: string) =>
  within(region(name))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('booking history (/account/booking-history/)', () => {
  it('given upcoming and past stays in any order, then upcoming soonest first and past latest first, with counts', async () => {
    const api = createFakeApiClient({
      getBookingHistory: historyResponse({
        upcoming: [
          bookingItem({
            order_id: 'U2',
            hotel_name: 'Later Inn',
            checkin_date: '2026-12-20',
            checkout_date: '2026-12-21',
          }),
          bookingItem({ order_id: 'U1', hotel_name: 'Sooner Inn', checkin_date: '2026-12-03' }),
        ],
        previous: [
          pastBooking({ order_id: 'P1', hotel_name: 'Older Inn', checkin_date: '2026-01-10' }),
          pastBooking({ order_id: 'P2', hotel_name: 'Newer Inn', checkin_date: '2026-06-10' }),
        ],
      }),
    });
    const { container } = render(api);
    expect(await screen.findByRole('heading', { name: 'Upcoming' })).toBeInTheDocument();
    expect(hotelsIn('Upcoming')).toEqual(['Sooner Inn', 'Later Inn']);
    expect(hotelsIn('Past')).toEqual(['Newer Inn', 'Older Inn']);
    expect(within(region('Upcoming')).getByText('2 bookings')).toBeInTheDocument();
    expect(api.callsOf('getBookingHistory')).toEqual([{ body: { page: 1, limit: 10 } }]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('given a card, then it shows dates, nights, guests, rooms, status, paid and due, and links to the detail', async () => {
    const api = createFakeApiClient({
      getBookingHistory: historyResponse({
        upcoming: [
          bookingItem({
            order_id: 'NIV42',
            status: 'PENDING_PAYMENT',
            status_display_text: 'Balance due',
            payment_detail: { paid_amount: 1190, pending_amount: 2780 },
            room_config: { no_of_adults: 1, no_of_childs: 0, room_count: 1, room_type: 'oak', name: 'Oak' },
            total_number_of_nights: 1,
          }),
        ],
      }),
    });
    const view = render(api);
    const card = (await screen.findByRole('link', { name: 'Nivaas Suites Marathahalli' })).closest('article');
    expect(card).not.toBeNull();
    const text = card?.textContent ?? '';
    expect(text).toContain('Thu, 3 Dec – Sat, 5 Dec');
    expect(text).toContain('1 night · 1 guest · 1 room');
    expect(text).toContain('Balance due');
    expect(text).toContain('Paid ₹1,190');
    expect(text).toContain('Due ₹2,780');
    const img = within(card as HTMLElement).getByRole('img', { name: 'Photo of Nivaas Suites Marathahalli' });
    expect(img).toHaveAttribute('srcset', expect.stringContaining('1-320.jpg 320w'));
    expect(img).toHaveAttribute('width', '640');
    await userEvent.click(screen.getByRole('link', { name: 'Nivaas Suites Marathahalli' }));
    expect(view.location()).toBe('/account/booking-history/NIV42/');
  });

  it('given an upcoming OTA booking with a part payment but no payment link, then it is not shown (docs/rules.md 4)', async () => {
    const api = createFakeApiClient({
      getBookingHistory: historyResponse({
        upcoming: [
          bookingItem({
            order_id: 'OTA1',
            hotel_name: 'Hidden Inn',
            booking_channel: 'OTA',
            partial_payment_amount: 500,
          }),
          bookingItem({ order_id: 'OK1', hotel_name: 'Shown Inn' }),
        ],
      }),
    });
    render(api);
    await screen.findByRole('heading', { name: 'Upcoming' });
    expect(hotelsIn('Upcoming')).toEqual(['Shown Inn']);
  });

  it('given more past stays than a page, then "Show more past stays" loads the next page of that list only', async () => {
    const firstPage = Array.from({ length: 10 }, (_, i) =>
      pastBooking({
        order_id: `P${i}`,
        hotel_name: `Past ${i}`,
        checkin_date: `2026-05-${String(20 - i).padStart(2, '0')}`,
      }),
    );
    const api = createFakeApiClient({
      getBookingHistory: (input) =>
        input.body?.list === 'previous'
          ? historyResponse({
              previous: [pastBooking({ order_id: 'P10', hotel_name: 'Past 10', checkin_date: '2026-01-01' })],
              totals: { upcoming: 1, previous: 11 },
              page: 2,
            })
          : historyResponse({ upcoming: [bookingItem()], previous: firstPage, totals: { upcoming: 1, previous: 11 } }),
    });
    const { platform } = render(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Show more past stays' }));
    expect(await within(region('Past')).findByRole('link', { name: 'Past 10' })).toBeInTheDocument();
    expect(hotelsIn('Past')).toHaveLength(11);
    expect(hotelsIn('Upcoming')).toHaveLength(1);
    expect(api.callsOf('getBookingHistory')[1]).toEqual({ body: { page: 2, limit: 10, list: 'previous' } });
    expect(screen.queryByRole('button', { name: 'Show more past stays' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show more upcoming stays' })).toBeNull();
    const kept = platform.session.store.getState().bookingHistory;
    expect(Object.keys(kept.results).sort()).toEqual(['previous:1', 'previous:2', 'upcoming:1']);
    expect(kept.isBookingHistoryLoading).toBe(false);
  });

  it('given no bookings, then each list says so and offers a way to find a hotel', async () => {
    const view = render(createFakeApiClient({ getBookingHistory: historyResponse() }));
    expect(await screen.findByRole('heading', { name: 'No upcoming stays' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No past stays yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Find a hotel' }));
    expect(view.location()).toBe('/');
  });

  it('given the list fails, then an error with Retry, and Retry loads it', async () => {
    const api = createFakeApiClient({
      getBookingHistory: historyResponse({ upcoming: [bookingItem({ hotel_name: 'Back Inn' })] }),
    });
    api.failNext('getBookingHistory', fakeApiError(500, 'API Error'));
    render(api);
    expect(await screen.findByRole('heading', { name: 'We could not load your bookings' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Back Inn' })).toBeInTheDocument();
  });

  it('given a visitor who is not signed in, then a sign-in prompt opens the login modal, and signing in loads the list', async () => {
    const api = createFakeApiClient({
      getBookingHistory: historyResponse({ upcoming: [bookingItem({ hotel_name: 'Mine Inn' })] }),
    });
    const platform = createTestPlatform();
    const { container } = render(api, platform);
    expect(screen.getByText('Sign in to see your bookings.')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(platform.eventsOf('modal/open')).toEqual([{ type: 'modal/open', modal: 'login' }]);
    expect(api.callsOf('getBookingHistory')).toEqual([]);
    act(() =>
      platform.session.login('tok_new', {
        id: 3,
        phone_number: '9000000003',
        email: 'asha@example.in',
        first_name: 'Asha',
        last_name: 'Rao',
        communication_type: 'SMS',
      }),
    );
    expect(await screen.findByRole('link', { name: 'Mine Inn' })).toBeInTheDocument();
  });
});
