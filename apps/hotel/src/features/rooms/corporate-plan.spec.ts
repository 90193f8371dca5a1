import { priceBreakup, realSaving } from '@nivaas/domain/prices';
import { plan } from '../../testing/hotel-fixtures';
import { corporatePlan } from './corporate-plan';

describe('corporatePlan (docs/rules.md 6: a corporate user sees the rate the checkout charges;)', () => {
  const refundable = plan({ code: 'EP', tariffs: [1000, 1200], memberDiscount: 110, taxRate: 0.05 });
  const corporate = { hotel_id: 1042, room_type: 'oak', corporate_price: 1936, tax: 97, total: 2033 };

  it('given the refundable plan and a corporate price, then the corporate figures, its own saving, nothing stacked', () => {
    const shown = corporatePlan(refundable, corporate);
    expect(shown).toMatchObject({
      sellingPrice: 2033,
      tax: 97,
      basePrice: 1936,
      memberDiscount: 0,
      couponDiscount: 0,
      corporateDiscount: 2200 - 1936,
      strikedPrice: refundable.sellingPrice,
      partPayAmount: Math.round(2033 * 0.3),
    });
    // Struck against what this visitor would otherwise pay, and the breakup adds up to the charged total.
    expect(realSaving(shown)).toEqual({ was: refundable.sellingPrice, percent: expect.any(Number) });
    expect(priceBreakup(shown, 1)).toMatchObject({ total: 2033, addsUp: true });
  });

  it('given the non-refundable plan, no corporate price, or a member price with a coupon below it, then the plan as it is', () => {
    const prepaid = plan({ code: 'NRP' });
    expect(corporatePlan(prepaid, corporate)).toBe(prepaid);
    expect(corporatePlan(refundable, undefined)).toBe(refundable);
    // The guest gets the lower of the two, as the checkout charges it.
    const withCoupon = plan({
      code: 'EP',
      tariffs: [1000, 1200],
      memberDiscount: 110,
      couponDiscount: 200,
      taxRate: 0.05,
    });
    expect(corporatePlan(withCoupon, corporate)).toBe(withCoupon);
  });
});
