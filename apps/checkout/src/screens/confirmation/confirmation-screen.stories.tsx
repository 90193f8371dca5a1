import type { StoryObj } from '@storybook/react-vite';
import { failWith } from '@nivaas/api-client/testing';
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

export const French: Story = state({
  member: false,
  api: { getConfirmation: confirmation(), getContentsV2: CARE },
  locale: 'fr-FR',
});
