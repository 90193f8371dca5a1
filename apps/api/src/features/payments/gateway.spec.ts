import { createHmac } from 'node:crypto';
import { signPayment, verifyPaymentSignature } from './gateway';

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
