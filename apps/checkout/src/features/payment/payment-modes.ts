import type { Checkout } from '@nivaas/api-client/contract';
import type { PaymentMode } from './payment-types';

/** One way to pay as the section offers it: what is due now, what is left, or why it cannot be chosen. */
export interface ModeOffer {
  readonly mode: PaymentMode;
  /** Whole rupees charged now (before a payment offer); 0 at the hotel. */
  readonly dueNow: number;
  /** Whole rupees left for later (part pay) or for the hotel. */
  readonly dueLater: number;
  /** Why the mode cannot be chosen, or null when it can. */
  readonly unavailable: 'prepaid' | 'not-allowed' | null;
  /** Whole rupees it costs more than paying now (pay at hotel: the itinerary's pay_at_hotel_extra_amount); else 0. */
  readonly extra: number;
}

const whole = (value: number): number => (Number.isFinite(value) && value > 0 ? Math.round(value) : 0);

/** The total the guest owes for the itinerary (after coupon, member discount, points; with the platform fee). */
export const itineraryTotal = (checkout: Checkout): number =>
  whole(checkout.price.selected_rate_plan.price.net_payable_amount);

/**
 * The modes of an itinerary in the order the section lists them. Part pay only when its amount is a real part
 * (more than 0, less than the total); pay at hotel always listed, but unavailable (with the reason) unless the
 * itinerary allows it, so the guest learns why rather than wondering where it went.
 */
export function paymentModes(checkout: Checkout): readonly ModeOffer[] {
  const total = itineraryTotal(checkout);
  const part = whole(checkout.part_pay_amount);
  const modes: ModeOffer[] = [{ mode: 'pay_now', dueNow: total, dueLater: 0, unavailable: null, extra: 0 }];
  if (part > 0 && part < total)
    modes.push({ mode: 'part_pay', dueNow: part, dueLater: total - part, unavailable: null, extra: 0 });
  const prepaid = !checkout.price.selected_rate_plan.rate_plan.refundable;
  modes.push({
    mode: 'pay_at_hotel',
    dueNow: 0,
    dueLater: total,
    unavailable: checkout.pay_at_hotel_allowed ? null : prepaid ? 'prepaid' : 'not-allowed',
    extra: whole(checkout.pay_at_hotel_extra_amount),
  });
  return modes;
}

/** The mode to start with: the one the guest had (a return from the gateway) when it is still open, else pay now. */
export function initialMode(modes: readonly ModeOffer[], previous: PaymentMode | null | undefined): PaymentMode {
  const kept = modes.find((m) => m.mode === previous && m.unavailable === null);
  return kept?.mode ?? 'pay_now';
}
