import type { PaymentMethodCode, ResponseOf } from '@nivaas/api-client/contract';
import type { PaymentMode } from './payment-types';

export type PaymentMethod = ResponseOf<'getPaymentMethods'>['data'][number];
export type PaymentOffer = ResponseOf<'getPaymentOffers'>['data'][number];

/** UPI first, as Indian guests expect, then cards, net banking, wallets. */
export const METHOD_ORDER: readonly PaymentMethodCode[] = ['upi', 'card', 'netbanking', 'wallet'];

export const isMethodCode = (code: unknown): code is PaymentMethodCode =>
  typeof code === 'string' && (METHOD_ORDER as readonly string[]).includes(code);

/**
 * The methods a guest may pay `mode` with, in our order whatever the API's: enabled ones, of a code the pay
 * calls take (the API's own 'pay_at_hotel' entry is a mode here, not a method), that allow part pay for part
 * pay. Pay at hotel takes no method. A duplicated code is listed once.
 */
export function usableMethods(methods: readonly PaymentMethod[], mode: PaymentMode): readonly PaymentMethod[] {
  if (mode === 'pay_at_hotel') return [];
  const seen = new Set<string>();
  return methods
    .filter((m) => m.enabled && isMethodCode(m.code) && (mode !== 'part_pay' || m.part_pay))
    .filter((m) => !seen.has(m.code) && seen.add(m.code))
    .sort(
      (a, b) => METHOD_ORDER.indexOf(a.code as PaymentMethodCode) - METHOD_ORDER.indexOf(b.code as PaymentMethodCode),
    );
}
