/** Largest amount a guest may leave to pay at the hotel (above it, the stay is prepaid or part-paid). */
export const PAY_AT_HOTEL_LIMIT = 20_000;

/**
 * Whether a plan may be paid at the hotel: only a refundable plan (a non-refundable one is sold
 * prepaid) and only up to the limit. The hotel page's pay-at-hotel price and the checkout's
 * pay-at-hotel button both ask this, so they never disagree.
 */
export function payAtHotelAllowed(refundable: boolean, amount: number): boolean {
  return refundable && amount <= PAY_AT_HOTEL_LIMIT;
}
