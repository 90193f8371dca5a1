import type { StoryObj } from '@storybook/react-vite';
import { failWith } from '@nivaas/api-client/testing';
import { LONG_HOTEL_NAME, NAME_WITHOUT_SPACES } from '@nivaas/routes/testing/stories';
import { CARE, confirmation, ORDER, PAGE, PAY_AT_HOTEL } from '../../testing/confirmation-fixtures';
import { screenMeta, state } from '../../testing/screen-story';
import ConfirmationScreen from './confirmation-screen';

export default { title: 'Checkout/Confirmation', ...screenMeta(ConfirmationScreen, PAGE) };
type Story = StoryObj<typeof ConfirmationScreen>;

export const PaidNow: Story = state({ member: false, api: { getConfirmation: confirmation(), getContentsV2: CARE } });

export const PartPaid: Story = state({
  member: false,
  api: {
    getConfirmation: confirmation({
      payment: { mode: 'part_pay', paid_amount: 1062, pending_amount: 2658, offer_discount: 0 },
    }),
    getContentsV2: CARE,
  },
});

export const PayAtHotel: Story = state({
  member: false,
  api: {
    getConfirmation: confirmation({
      payment: PAY_AT_HOTEL,
    }),
    getContentsV2: CARE,
  },
});

export const NotFound: Story = state({
  url: `/confirmation/${ORDER}/`,
  api: { getConfirmation: failWith(404, 'Booking not found') },
});

export const ErrorWithRetry: Story = state({
  member: false,
  api: { getConfirmation: confirmation(), getContentsV2: CARE },
  failFirst: ['getConfirmation'],
});

const confirmed = confirmation();
export const LongNames: Story = state({
  member: false,
  api: {
    getConfirmation: {
      ...confirmed,
      booking: {
        ...confirmed.booking,
        hotel: { ...confirmed.booking.hotel, name: LONG_HOTEL_NAME },
        user: { ...confirmed.booking.user, name: NAME_WITHOUT_SPACES },
      },
      guest: { ...confirmed.guest, name: NAME_WITHOUT_SPACES },
    },
    getContentsV2: CARE,
  },
});

export const French: Story = state({
  member: false,
  api: { getConfirmation: confirmation(), getContentsV2: CARE },
  locale: 'fr-FR',
});

export const Hindi: Story = state({
  member: false,
  api: { getConfirmation: confirmation(), getContentsV2: CARE },
  locale: 'hi-IN',
});
