/**
 * The share of a booking's total that wallet points may pay, as the API applies it (apps/api pricing config
 * `walletMaxPercent`, 20 %; the contract does not carry it, so it is shown from here and the API's answer,
 * `wallet_discount`, is what the price summary uses).
 */
export const WALLET_MAX_PERCENT = 20;

/** What points can pay of a total: the balance, at most WALLET_MAX_PERCENT of the total, rounded down. */
export function walletCap(balance: number, total: number): number {
  if (!Number.isFinite(balance) || !Number.isFinite(total) || balance <= 0 || total <= 0) return 0;
  return Math.max(0, Math.min(Math.floor(balance), Math.floor((total * WALLET_MAX_PERCENT) / 100)));
}
