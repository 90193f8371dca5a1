import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../app-context';

/** Razorpay's checkout signature: HMAC-SHA256 of `order_id|payment_id` with the key secret, hex. */
export function signPayment(secret: string, gatewayOrderId: string, paymentId: string): string {
  return createHmac('sha256', secret).update(`${gatewayOrderId}|${paymentId}`).digest('hex');
}

export function verifyPaymentSignature(
  secret: string,
  gatewayOrderId: string,
  paymentId: string,
  signature: string,
): boolean {
  const expected = Buffer.from(signPayment(secret, gatewayOrderId, paymentId), 'hex');
  const given = Buffer.from(signature, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface GatewayOrder {
  gateway: string;
  key_id: string;
  gateway_order_id: string;
  amount: number;
  currency: string;
  checkout_url: string;
}

/**
 * Where the guest pays a gateway order: the simulated gateway's own page, or for Razorpay the site's
 * provider page (/razorpay-payment-process/, which opens Razorpay's checkout), with the booking's token.
 */
export function checkoutUrl(
  ctx: AppContext,
  gatewayOrderId: string,
  booking: { order_id: string; access_token: string },
  amount: number,
): string {
  // The provider page opens Razorpay Checkout with the publishable key, the gateway order and its amount (rupees).
  if (ctx.gateway.provider === 'razorpay')
    return `/razorpay-payment-process/?${new URLSearchParams({
      order_id: booking.order_id,
      t: booking.access_token,
      gateway_order_id: gatewayOrderId,
      key_id: ctx.gateway.keyId,
      amount: String(amount),
    })}`;
  return `/api/v1/payments/gateway/checkout/${gatewayOrderId}/`;
}

/**
 * Creates the gateway order for an amount in rupees. The simulated gateway invents the id and
 * serves its own page; the Razorpay adapter (GATEWAY_PROVIDER=razorpay with RAZORPAY_KEY_ID and
 * RAZORPAY_KEY_SECRET) creates a real order through Razorpay's Orders API (the receipt is our order id).
 */
export async function createGatewayOrder(
  ctx: AppContext,
  booking: { order_id: string; access_token: string },
  amount: number,
): Promise<GatewayOrder> {
  let id: string;
  if (ctx.gateway.provider === 'razorpay') {
    const response = await fetch('https://api.razorpay.com/v1/orders', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${ctx.gateway.keyId}:${ctx.gateway.keySecret}`).toString('base64')}`,
      },
      body: JSON.stringify({ amount: amount * 100, currency: 'INR', receipt: booking.order_id }),
    });
    if (!response.ok) throw new Error(`Razorpay order failed: ${response.status}`);
    id = ((await response.json()) as { id: string }).id;
  } else {
    id = `order_${randomBytes(10).toString('hex')}`;
  }
  return {
    gateway: ctx.gateway.provider,
    key_id: ctx.gateway.keyId,
    gateway_order_id: id,
    amount,
    currency: 'INR',
    checkout_url: checkoutUrl(ctx, id, booking, amount),
  };
}
