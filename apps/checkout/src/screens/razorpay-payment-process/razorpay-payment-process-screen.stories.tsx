import type { StoryObj } from '@storybook/react-vite';
import { failWith } from '@nivaas/api-client/testing';
import { ORDER, TOKEN } from '../../testing/confirmation-fixtures';
import { screenMeta, state } from '../../testing/screen-story';
import RazorpayPaymentProcessScreen from './razorpay-payment-process-screen';

// Razorpay's redirect back to us: its three fields, our order and its token.
const CALLBACK = new URLSearchParams({
  razorpay_order_id: 'order_abc123',
  razorpay_payment_id: 'pay_xyz789',
  razorpay_signature: 'a'.repeat(64),
  order_id: ORDER,
  t: TOKEN,
});

export default {
  title: 'Checkout/Razorpay return',
  ...screenMeta(RazorpayPaymentProcessScreen, `/razorpay-payment-process/?${CALLBACK.toString()}`),
};
type Story = StoryObj<typeof RazorpayPaymentProcessScreen>;

/** Back from Razorpay, our server still checking the signature: the page says so and waits (nothing to tap). */
export const Verifying: Story = state({
  member: false,
  api: { gatewayCallback: () => new Promise(() => undefined), getContentsV2: { data: {} } },
});

/** Opened with fields that cannot be Razorpay's (a mangled link): a clear page and the ways on. */
export const InvalidLink: Story = state({
  member: false,
  url: '/razorpay-payment-process/?razorpay_order_id=x',
  api: { getContentsV2: { data: {} } },
});

/** The callback refused (a bad signature): do not pay again, with Try again and the payment's status. */
export const CallbackRefused: Story = state({
  member: false,
  api: { gatewayCallback: failWith(400, 'Invalid signature'), getContentsV2: { data: {} } },
});

export const French: Story = state({
  member: false,
  locale: 'fr-FR',
  api: { gatewayCallback: failWith(400, 'Invalid signature'), getContentsV2: { data: {} } },
});
