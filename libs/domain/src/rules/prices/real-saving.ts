/**
 * The savings a price includes, by where they come from. Only these justify a struck ("was") price: India's
 * CCPA dark-pattern guidelines (2023) name a reference price that was never charged as a misleading one.
 */
export interface PriceSavings {
  /** The total the guest pays, taxes and fees included. */
  readonly sellingPrice: number;
  /**
   * What the same guest would pay for the same stay and plan without the savings below (tax worked out on
   * that price), as the API quotes it; equal to sellingPrice when there is no saving.
   */
  readonly strikedPrice: number;
  /** The member price's saving included in sellingPrice (before tax), 0 for a guest who is not signed in. */
  readonly memberDiscount: number;
  /** The applied coupon's saving included in sellingPrice (before tax), 0 when none applies. */
  readonly couponDiscount: number;
  /** A corporate rate's saving (docs/rules.md 6), when the price is one. */
  readonly corporateDiscount?: number;
}

export interface RealSaving {
  /** The struck price: what this guest would otherwise pay. */
  readonly was: number;
  /** The saving as a whole percentage of the struck price, rounded down so it is never overstated. */
  readonly percent: number;
}

const wholeRupees = (amount: number) => (Number.isFinite(amount) ? Math.round(amount) : 0);

/**
 * A saving as a whole percentage of the price it is taken from, rounded down (a 9.7% saving says 9%): the
 * same figure the API sends as discountPercentage and every screen shows. 0 when there is nothing to compare.
 */
export function savingPercent(was: number, now: number): number {
  if (!(was > 0) || !(now < was) || !Number.isFinite(now)) return 0;
  return Math.floor(((was - Math.max(0, now)) / was) * 100);
}

/**
 * The struck price a screen may show for a price, or null. There is one only when the price includes a real
 * saving the guest gets (a member price, an applied coupon or a corporate rate) and the price without it is higher; its
 * percentage is that saving's (savingPercent). A struck price sent without a saving behind it (a "marked up"
 * price) is never shown.
 */
export function realSaving(price: PriceSavings): RealSaving | null {
  const saved =
    wholeRupees(price.memberDiscount) + wholeRupees(price.couponDiscount) + wholeRupees(price.corporateDiscount ?? 0);
  const was = wholeRupees(price.strikedPrice);
  const now = wholeRupees(price.sellingPrice);
  if (saved <= 0 || was <= now) return null;
  return { was, percent: savingPercent(was, now) };
}
