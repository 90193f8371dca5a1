import type { LOYALTY_TIERS } from '../../business-constants';

export type LoyaltyTier = (typeof LOYALTY_TIERS)[number];

/**
 * Nights of completed stays (checked out, not cancelled) in the last 12 months that each tier needs,
 * as the rewards page's ladder tells guests ("tiers are based on nights stayed in 12 months":
 * silver from 0, gold from 5, platinum from 15).
 */
export const LOYALTY_TIER_NIGHTS: Readonly<Record<LoyaltyTier, number>> = { silver: 0, gold: 5, platinum: 15 };
export const LOYALTY_WINDOW_MONTHS = 12;

/** Lowest first. */
const LADDER: readonly LoyaltyTier[] = ['silver', 'gold', 'platinum'];

export interface LoyaltyStanding {
  readonly tier: LoyaltyTier;
  /** null at the top of the ladder. */
  readonly nextTier: LoyaltyTier | null;
  /** Nights still to stay for the next tier (0 at the top). */
  readonly nightsToNextTier: number;
}

const rank = (tier: string | null | undefined) => Math.max(0, LADDER.indexOf(tier as LoyaltyTier));

/**
 * The tier earned by `nights` (negative or fractional input is clamped), never below `granted`
 * (a tier given outright, e.g. a status match; silver when none), and the progress to the next.
 */
export function loyaltyStanding(nights: number, granted?: string | null): LoyaltyStanding {
  const n = Math.max(0, Math.floor(Number.isFinite(nights) ? nights : 0));
  const earned = LADDER.reduce((best, tier, i) => (n >= LOYALTY_TIER_NIGHTS[tier] ? i : best), 0);
  const index = Math.max(earned, rank(granted));
  const tier = LADDER[index]!;
  const nextTier = LADDER[index + 1] ?? null;
  return { tier, nextTier, nightsToNextTier: nextTier ? Math.max(0, LOYALTY_TIER_NIGHTS[nextTier] - n) : 0 };
}
