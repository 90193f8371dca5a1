import fc from 'fast-check';
import { priceStay } from './price-stay';
import { DEFAULT_PRICING } from './pricing-config';

const coupon = { code: 'NIVAAS10', percent: 10, maxDiscount: 500, minAmount: 800 };

describe('priceStay', () => {
  it('prices one room, one night with 5% GST', () => {
    const p = priceStay({ tariffs: [2000], rooms: 1, member: false }, DEFAULT_PRICING);
    expect(p).toMatchObject({
      pretax: 2000,
      tax: 100,
      sellPrice: 2100,
      platformFee: 0,
      total: 2100,
      netPayable: 2100,
      partPayAmount: 630,
    });
  });

  it('charges 18% on a night above ₹7,500', () => {
    expect(priceStay({ tariffs: [8000], rooms: 1, member: false }, DEFAULT_PRICING).tax).toBe(1440);
  });

  it('takes the member discount and coupon off the tariff before tax', () => {
    const p = priceStay({ tariffs: [2000, 2000], rooms: 2, member: true, coupon }, DEFAULT_PRICING);
    expect(p.pretax).toBe(8000);
    expect(p.memberDiscount).toBe(400);
    expect(p.couponDiscount).toBe(500); // 10% of 7,600 capped at 500
    expect(p.finalPretax).toBe(7100);
    expect(p.tax).toBe(355);
  });

  it('ignores a coupon below its minimum amount', () => {
    expect(priceStay({ tariffs: [700], rooms: 1, member: false, coupon }, DEFAULT_PRICING).couponDiscount).toBe(0);
  });

  it('caps wallet points at 20% of the total and at the balance', () => {
    expect(
      priceStay({ tariffs: [2000], rooms: 1, member: false, applyWallet: true, walletBalance: 5000 }, DEFAULT_PRICING)
        .walletDiscount,
    ).toBe(420);
    expect(
      priceStay({ tariffs: [2000], rooms: 1, member: false, applyWallet: true, walletBalance: 100 }, DEFAULT_PRICING)
        .walletDiscount,
    ).toBe(100);
  });

  it('strikes no price without a saving: the struck price is the total and the discount 0', () => {
    const p = priceStay({ tariffs: [2000], rooms: 1, member: false }, DEFAULT_PRICING);
    expect(p.strikedPrice).toBe(p.total);
    expect(p.discountPercentage).toBe(0);
  });

  it('strikes what the guest would pay without the member discount and coupon, tax worked out on that', () => {
    const p = priceStay({ tariffs: [2000, 2000], rooms: 2, member: true, coupon }, DEFAULT_PRICING);
    const without = priceStay({ tariffs: [2000, 2000], rooms: 2, member: false }, DEFAULT_PRICING);
    expect(p.strikedPrice).toBe(without.total);
    expect(p.discountPercentage).toBe(Math.floor(((without.total - p.total) / without.total) * 100));
  });

  it('adds a configured platform fee to the total', () => {
    const p = priceStay({ tariffs: [2000], rooms: 1, member: false }, { ...DEFAULT_PRICING, platformFee: 49 });
    expect(p.total).toBe(2149);
  });

  it('always adds up to the rupee', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 300, max: 20000 }), { minLength: 1, maxLength: 15 }),
        fc.integer({ min: 1, max: 6 }),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 0, max: 5000 }),
        (tariffs, rooms, member, withCoupon, wallet) => {
          const p = priceStay(
            { tariffs, rooms, member, coupon: withCoupon ? coupon : null, applyWallet: true, walletBalance: wallet },
            DEFAULT_PRICING,
          );
          expect(p.finalPretax).toBe(p.pretax - p.memberDiscount - p.couponDiscount);
          expect(p.sellPrice).toBe(p.finalPretax + p.tax);
          expect(p.total).toBe(p.sellPrice + p.platformFee);
          expect(p.netPayable).toBe(p.total - p.walletDiscount);
          const saved = p.memberDiscount + p.couponDiscount > 0;
          expect(p.strikedPrice > p.total).toBe(saved);
          if (!saved) expect(p.strikedPrice).toBe(p.total);
          for (const v of Object.values(p)) expect(Number.isInteger(v)).toBe(true);
          expect(p.netPayable).toBeGreaterThan(0);
        },
      ),
    );
  });
});
