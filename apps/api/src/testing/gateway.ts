import { createHmac } from 'node:crypto';
import { call, type TestApp } from './test-app';

/**
 * The signature a payment gateway sends with its callback (Razorpay's documented scheme:
 * HMAC-SHA256 of `order_id|payment_id` with the key secret, hex), computed here as the gateway would.
 */
export function gatewaySignature(secret: string, gatewayOrderId: string, paymentId: string): string {
  return createHmac('sha256', secret).update(`${gatewayOrderId}|${paymentId}`).digest('hex');
}

/** The gateway's callback for a paid order, signed with the app's key secret (`gatewayKeySecret`). */
export function gatewayCallback(app: TestApp, secret: string, gatewayOrderId: string, paymentId: string) {
  return call(app, {
    method: 'POST',
    url: '/api/v1/payments/gateway/callback/',
    payload: {
      razorpay_order_id: gatewayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: gatewaySignature(secret, gatewayOrderId, paymentId),
    },
  });
}
