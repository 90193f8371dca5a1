/** A payment offer as the API lists it (getPaymentOffers): a percentage or a flat amount, capped. */
export interface PaymentOfferTerms {
  readonly method: string;
  /** 0 for a flat offer: then max_discount is the flat amount. */
  readonly discount_percent: number;
  readonly max_discount: number;
  /** The offer applies from this amount due now (whole rupees). */
  readonly min_amount: number;
}

/**
 * The discount a payment offer takes off the amount due now, in whole rupees: nothing when the method
 * differs or the amount is under the offer's minimum; a percentage rounded down, or the flat amount,
 * never more than the cap nor the amount itself. The site shows the amount after this discount on the
 * Pay button, and the API charges the same figure (it computes it with this function).
 */
export function paymentOfferDiscount(offer: PaymentOfferTerms, method: string, amountDueNow: number): number {
  if (!Number.isFinite(amountDueNow) || amountDueNow <= 0) return 0;
  if (offer.method !== method || amountDueNow < offer.min_amount) return 0;
  const raw =
    offer.discount_percent > 0 ? Math.floor((amountDueNow * offer.discount_percent) / 100) : offer.max_discount;
  return Math.max(0, Math.min(raw, offer.max_discount, amountDueNow));
}
