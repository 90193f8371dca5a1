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

/**
 * What a guest pays at the hotel for a stay that costs `netPayable` to pay now: the same total, with no surcharge.
 * The pay-at-hotel booking checks the amount the guest saw against this, and the itinerary tells the difference
 * (payAtHotelExtra), so a surcharge added here would be charged and shown alike, never one without the other.
 */
export function payAtHotelAmount(netPayable: number): number {
  return netPayable;
}

/** How much more paying at the hotel costs than paying now, in whole rupees: 0 with today's pricing. */
export function payAtHotelExtra(netPayable: number): number {
  return Math.max(0, payAtHotelAmount(netPayable) - netPayable);
}
