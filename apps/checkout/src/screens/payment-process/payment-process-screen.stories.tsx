import type { StoryObj } from '@storybook/react-vite';
import { CARE, ORDER, PAGE, paymentStatus as status } from '../../testing/confirmation-fixtures';
import { screenMeta, state } from '../../testing/screen-story';
import PaymentProcessScreen from './payment-process-screen';

export default {
  title: 'Checkout/Payment process',
  ...screenMeta(PaymentProcessScreen, PAGE.replace('/confirmation/', '/payment-process/')),
};
type Story = StoryObj<typeof PaymentProcessScreen>;

/** The bank has not answered yet: the page checks again every 2 s. */
export const Waiting: Story = state({ member: false, api: { getPaymentStatus: status(), getContentsV2: CARE } });

/** A failed payment whose itinerary cannot be opened again (no token): the ways home and to the bookings. */
export const DeadEnd: Story = state({
  member: false,
  url: `/payment-process/${ORDER}/`,
  api: {
    getPaymentStatus: status({ payment_status: 'failed', failure_reason: 'expired' }),
    getContentsV2: CARE,
  },
});

export const French: Story = state({
  member: false,
  locale: 'fr-FR',
  api: { getPaymentStatus: status(), getContentsV2: CARE },
});
