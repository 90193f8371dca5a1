import type { StoryObj } from '@storybook/react-vite';
import { bookingItem, historyResponse, pastBooking } from '../../testing/booking-fixtures';
import { LONG_HOTEL_NAME, NAME_WITHOUT_SPACES } from '@nivaas/routes/testing/stories';
import { screenMeta, state } from '../../testing/screen-story';
import BookingHistoryScreen from './booking-history-screen';

export default {
  title: 'Account/Booking history',
  ...screenMeta(BookingHistoryScreen, '/account/booking-history/'),
};
type Story = StoryObj<typeof BookingHistoryScreen>;

const loaded = {
  api: {
    getBookingHistory: historyResponse({
      upcoming: [
        bookingItem(),
        bookingItem({
          order_id: 'NIV1000002',
          status: 'PENDING_PAYMENT',
          status_display_text: 'Balance due',
          hotel_name: 'Nivaas Residency Koramangala',
          checkin_date: '2026-12-20',
          checkout_date: '2026-12-21',
          total_number_of_nights: 1,
          payment_detail: { paid_amount: 1190, pending_amount: 2780 },
        }),
      ],
      previous: [
        pastBooking(),
        pastBooking({
          order_id: 'NIV0800001',
          status: 'CANCEL',
          status_display_text: 'Cancelled',
          hotel_name: 'Nivaas Stay Whitefield',
          checkin_date: '2026-04-02',
          checkout_date: '2026-04-04',
        }),
      ],
    }),
  },
};

export const UpcomingAndPast: Story = state(loaded);

export const Empty: Story = state({ api: { getBookingHistory: historyResponse() } });

export const ErrorWithRetry: Story = state({ ...loaded, failFirst: ['getBookingHistory'] });

export const SignedOut: Story = state({ member: false });

export const LongNames: Story = state({
  member: NAME_WITHOUT_SPACES,
  api: {
    getBookingHistory: historyResponse({
      upcoming: [
        bookingItem({
          hotel_name: LONG_HOTEL_NAME,
          user_detail: { contact_number: '9876543210', name: NAME_WITHOUT_SPACES, email: 'v@example.in' },
        }),
      ],
    }),
  },
});

export const French: Story = state({ ...loaded, locale: 'fr-FR' });

export const Hindi: Story = state({ ...loaded, locale: 'hi-IN' });
