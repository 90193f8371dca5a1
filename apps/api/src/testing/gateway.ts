import { createHmac } from 'node:crypto';
import { call, expectedAmount, guest, itinerary, type TestApp } from './test-app';

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

/**
 * A pay-now order for one night `checkin` days ahead, to pay by `method` on the gateway: what the pay call
 * answers (its order, token and gateway order). `key` names it (the idempotency key).
 */
export async function payNowOrder(app: TestApp, checkin: number, method: string, key: string) {
  const it0 = await itinerary(app, { checkin, nights: 1 });
  const res = await call(app, {
    method: 'POST',
    url: `/api/v1/checkout/itinerary/${it0.bid}/pay-now/`,
    headers: { 'idempotency-key': key },
    payload: { guest, method, expected_amount: await expectedAmount(app, it0.bid, 'pay-now') },
  });
  return res.body as {
    order_id: string;
    confirmation_token: string;
    amount_due_now: number;
    gateway_order: { gateway_order_id: string; checkout_url: string };
  };
}
