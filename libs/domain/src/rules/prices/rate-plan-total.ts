/** docs/rules.md section 9: platform fee defaults to 0. */
export const DEFAULT_PLATFORM_FEE = 0;

/** docs/rules.md section 3: total = discounted price plus platform fee; platform fee defaults to 0. */
export function ratePlanTotal(discountedPrice: number, platformFee?: number | null): number {
  return discountedPrice + (platformFee ?? DEFAULT_PLATFORM_FEE);
}
