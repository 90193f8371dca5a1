import type { StoryObj } from '@storybook/react-vite';
import { bookingItem, pastBooking } from '../../testing/booking-fixtures';
import { failWith } from '@nivaas/api-client/testing';
import { LONG_HOTEL_NAME, NAME_WITHOUT_SPACES } from '@nivaas/routes/testing/stories';
import { screenMeta, state } from '../../testing/screen-story';
import BookingDetailScreen from './booking-detail-screen';

export default {
  title: 'Account/Booking detail',
  ...screenMeta(BookingDetailScreen, '/account/booking-history/NIV1000001/'),
};
type Story = StoryObj<typeof BookingDetailScreen>;

const NO_ACTIONS = { cancellation: null, web_checkin: null, pay_balance: null, feedback: null };

export const Confirmed: Story = state({ api: { getBookingDetail: bookingItem() } });

export const Cancelled: Story = state({
  api: {
    getBookingDetail: bookingItem({ status: 'CANCEL', status_display_text: 'Cancelled', links: NO_ACTIONS }),
  },
});

export const CheckedIn: Story = state({
  api: {
    getBookingDetail: bookingItem({
      status: 'CHECKED_IN',
      status_display_text: 'Checked in',
      links: { cancellation: null, web_checkin: null },
    }),
  },
});

export const Completed: Story = state({ api: { getBookingDetail: pastBooking({ order_id: 'NIV1000001' }) } });

export const PayAtHotel: Story = state({
  api: {
    getBookingDetail: bookingItem({
      paid_at_hotel: true,
      payment_detail: { paid_amount: 0, pending_amount: 3722, external_pg_share: 0, wallet_deduction: 0 },
    }),
  },
});

export const NotFound: Story = state({ api: { getBookingDetail: failWith(404) } });

export const ErrorWithRetry: Story = state({
  api: { getBookingDetail: bookingItem() },
  failFirst: ['getBookingDetail'],
});

export const SignedOut: Story = state({ member: false });

export const LongNames: Story = state({
  api: {
    getBookingDetail: bookingItem({
      hotel_name: LONG_HOTEL_NAME,
      user_detail: { contact_number: '9876543210', name: NAME_WITHOUT_SPACES, email: 'v@example.in' },
    }),
  },
});

export const French: Story = state({ api: { getBookingDetail: bookingItem() }, locale: 'fr-FR' });

export const Hindi: Story = state({ api: { getBookingDetail: bookingItem() }, locale: 'hi-IN' });
