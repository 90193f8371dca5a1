import { LOYALTY_TIER_NIGHTS, loyaltyStanding } from './loyalty-tier';

describe('loyaltyStanding: tiers by nights stayed in 12 months (silver 0, gold 5, platinum 15)', () => {
  it('gives the tier at each edge and the nights to the next', () => {
    expect(loyaltyStanding(0)).toEqual({ tier: 'silver', nextTier: 'gold', nightsToNextTier: 5 });
    expect(loyaltyStanding(4)).toEqual({ tier: 'silver', nextTier: 'gold', nightsToNextTier: 1 });
    expect(loyaltyStanding(5)).toEqual({ tier: 'gold', nextTier: 'platinum', nightsToNextTier: 10 });
    expect(loyaltyStanding(14)).toEqual({ tier: 'gold', nextTier: 'platinum', nightsToNextTier: 1 });
    expect(loyaltyStanding(15)).toEqual({ tier: 'platinum', nextTier: null, nightsToNextTier: 0 });
    expect(loyaltyStanding(400).tier).toBe('platinum');
    expect(LOYALTY_TIER_NIGHTS.gold).toBe(5);
  });
  it('never goes below a granted tier; bad input is clamped', () => {
    expect(loyaltyStanding(2, 'gold')).toEqual({ tier: 'gold', nextTier: 'platinum', nightsToNextTier: 13 });
    expect(loyaltyStanding(20, 'silver').tier).toBe('platinum');
    expect(loyaltyStanding(0, 'diamond').tier).toBe('silver');
    expect(loyaltyStanding(-3)).toEqual({ tier: 'silver', nextTier: 'gold', nightsToNextTier: 5 });
    expect(loyaltyStanding(Number.NaN).tier).toBe('silver');
  });
});
