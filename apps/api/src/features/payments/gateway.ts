import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';

/** How long creating a Razorpay order waits for Razorpay before the guest is told to try again. */
export const GATEWAY_ORDER_TIMEOUT_MS = 5000;
export const RAZORPAY_ORDERS_URL = 'https://api.razorpay.com/v1/orders';
/** Razorpay unreachable, too slow, or failing: a 502 in the error shape (the gateway, not the guest, failed). */
export const gatewayUnavailable = () =>
  new ApiError(502, 'The payment gateway is not available right now, please try again');

/** What the Razorpay call goes through: tests pass a fake fetch and a short timeout. */
export interface GatewayOrderDeps {
  readonly fetch?: (url: string, init: RequestInit) => Promise<Response>;
  readonly timeoutMs?: number;
}

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
  deps: GatewayOrderDeps = {},
): Promise<GatewayOrder> {
  let id: string;
  if (ctx.gateway.provider === 'razorpay') {
    const send = deps.fetch ?? ((url: string, init: RequestInit) => fetch(url, init));
    let body: { id?: unknown };
    try {
      const response = await send(RAZORPAY_ORDERS_URL, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Basic ${Buffer.from(`${ctx.gateway.keyId}:${ctx.gateway.keySecret}`).toString('base64')}`,
        },
        body: JSON.stringify({ amount: amount * 100, currency: 'INR', receipt: booking.order_id }),
        // Never a hang: no answer in time aborts the call (and reading its body).
        signal: AbortSignal.timeout(deps.timeoutMs ?? GATEWAY_ORDER_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`Razorpay order failed: ${response.status}`);
      body = (await response.json()) as { id?: unknown };
    } catch {
      throw gatewayUnavailable();
    }
    if (typeof body?.id !== 'string' || !body.id) throw gatewayUnavailable();
    id = body.id;
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
