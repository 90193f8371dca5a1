import type { GatewayCallbackBody } from '@nivaas/api-client/contract';
import { bookingIdOf, bookingTokenOf } from '../../features/booking-services';

/** What /razorpay-payment-process/ was opened with. */
export type ProviderQuery =
  /** Razorpay's redirect after a payment: its three fields (and our booking id and token, when we set them). */
  | {
      readonly kind: 'callback';
      readonly body: GatewayCallbackBody;
      readonly orderId: string | null;
      readonly token: string | undefined;
    }
  /** Our checkout_url for GATEWAY_PROVIDER=razorpay: the booking, its token and the gateway order to pay. */
  | {
      readonly kind: 'checkout';
      readonly orderId: string;
      readonly token: string | undefined;
      readonly gateway: { readonly orderId: string; readonly keyId: string | null; readonly amount: number } | null;
    }
  | { readonly kind: 'invalid' };

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const SIGNATURE = /^[0-9a-f]{64}$/;

/** Reads the query as untrusted input: a field that does not match the contract's pattern counts as missing. */
export function readProviderQuery(searchParams: URLSearchParams): ProviderQuery {
  const get = (key: string) => searchParams.get(key)?.trim() ?? '';
  const orderId = bookingIdOf(get('order_id'));
  const token = bookingTokenOf(searchParams);
  const rzpOrder = get('razorpay_order_id');
  const rzpPayment = get('razorpay_payment_id');
  const signature = get('razorpay_signature').toLowerCase();
  if (ID.test(rzpOrder) && ID.test(rzpPayment) && SIGNATURE.test(signature)) {
    return {
      kind: 'callback',
      body: { razorpay_order_id: rzpOrder, razorpay_payment_id: rzpPayment, razorpay_signature: signature },
      orderId,
      token,
    };
  }
  if (!orderId) return { kind: 'invalid' };
  const gatewayOrderId = get('gateway_order_id');
  const amount = Number(get('amount'));
  const keyId = get('key_id') || get('key') || null;
  return {
    kind: 'checkout',
    orderId,
    token,
    gateway:
      ID.test(gatewayOrderId) && Number.isSafeInteger(amount) && amount > 0
        ? { orderId: gatewayOrderId, keyId, amount }
        : null,
  };
}
