/** Wallet points may pay at most this share of a booking's total (with tax and platform fee). */
export const WALLET_MAX_PERCENT = 20;

/**
 * The points a booking may use: the member's balance, at most `maxPercent` of the total, rounded down to
 * whole rupees (1 point = ₹1). The API charges with this and the itinerary shows the same cap from it.
 */
export function walletPointsUsable(balance: number, total: number, maxPercent: number = WALLET_MAX_PERCENT): number {
  if (!Number.isFinite(balance) || !Number.isFinite(total) || balance <= 0 || total <= 0) return 0;
  return Math.max(0, Math.min(Math.floor(balance), Math.floor((total * maxPercent) / 100)));
}
