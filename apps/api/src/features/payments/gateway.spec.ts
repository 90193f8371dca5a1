import { createHmac } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { checkoutUrl, signPayment, verifyPaymentSignature } from './gateway';

describe('gateway signature', () => {
  it('signs exactly as Razorpay documents: hex HMAC-SHA256 of "order_id|payment_id"', () => {
    const expected = createHmac('sha256', 's3cret').update('order_A|pay_B').digest('hex');
    expect(signPayment('s3cret', 'order_A', 'pay_B')).toBe(expected);
  });
  it('refuses a tampered signature, payment id or secret', () => {
    const good = signPayment('s3cret', 'order_A', 'pay_B');
    expect(verifyPaymentSignature('s3cret', 'order_A', 'pay_B', good)).toBe(true);
    expect(verifyPaymentSignature('s3cret', 'order_A', 'pay_C', good)).toBe(false);
    expect(verifyPaymentSignature('other', 'order_A', 'pay_B', good)).toBe(false);
    expect(verifyPaymentSignature('s3cret', 'order_A', 'pay_B', good.replace(/^./, good[0] === 'a' ? 'b' : 'a'))).toBe(
      false,
    );
    expect(verifyPaymentSignature('s3cret', 'order_A', 'pay_B', 'abc')).toBe(false);
  });
});

describe('where the guest pays', () => {
  const booking = { order_id: 'NVX1', access_token: 'a'.repeat(43) };
  it('sends a Razorpay order to the site provider page with what Razorpay Checkout needs', () => {
    const ctx = { gateway: { provider: 'razorpay', keyId: 'rzp_live_key', keySecret: 'x' } } as unknown as AppContext;
    const url = new URL(checkoutUrl(ctx, 'order_R1', booking, 4321), 'https://site.example');
    expect(url.pathname).toBe('/razorpay-payment-process/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      order_id: 'NVX1',
      t: booking.access_token,
      gateway_order_id: 'order_R1',
      key_id: 'rzp_live_key',
      amount: '4321',
    });
  });
  it('sends a simulated order to the simulated gateway page', () => {
    const ctx = { gateway: { provider: 'simulated', keyId: 'k', keySecret: 'x' } } as unknown as AppContext;
    expect(checkoutUrl(ctx, 'order_S1', booking, 10)).toBe('/api/v1/payments/gateway/checkout/order_S1/');
  });
});
