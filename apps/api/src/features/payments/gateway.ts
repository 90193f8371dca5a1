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
 * Creates the gateway order for an amount in rupees. The simulated gateway invents the id and
 * serves its own page; the Razorpay adapter (GATEWAY_PROVIDER=razorpay with RAZORPAY_KEY_ID and
 * RAZORPAY_KEY_SECRET) creates a real order through Razorpay's Orders API.
 */
export async function createGatewayOrder(ctx: AppContext, orderId: string, amount: number): Promise<GatewayOrder> {
  if (ctx.gateway.provider === 'razorpay') {
    const response = await fetch('https://api.razorpay.com/v1/orders', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${ctx.gateway.keyId}:${ctx.gateway.keySecret}`).toString('base64')}`,
      },
      body: JSON.stringify({ amount: amount * 100, currency: 'INR', receipt: orderId }),
    });
    if (!response.ok) throw new Error(`Razorpay order failed: ${response.status}`);
    const body = (await response.json()) as { id: string };
    return {
      gateway: 'razorpay',
      key_id: ctx.gateway.keyId,
      gateway_order_id: body.id,
      amount,
      currency: 'INR',
      checkout_url: `/razorpay-payment-process/?order_id=${orderId}`,
    };
  }
  const id = `order_${randomBytes(10).toString('hex')}`;
  return {
    gateway: 'simulated',
    key_id: ctx.gateway.keyId,
    gateway_order_id: id,
    amount,
    currency: 'INR',
    checkout_url: `/api/v1/payments/gateway/checkout/${id}/`,
  };
}
