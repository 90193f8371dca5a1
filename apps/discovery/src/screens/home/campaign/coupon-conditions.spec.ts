import { couponConditions } from './coupon-conditions';

const coupon = (extra: Partial<Parameters<typeof couponConditions>[0]> = {}) => ({
  code: 'WELCOME',
  percent: 25,
  max_discount: 1000,
  min_amount: 0,
  first_booking_only: true,
  login_required: true,
  ...extra,
});

describe('couponConditions (what a campaign coupon gives, from its own figures)', () => {
  it('given a capped first-booking coupon for members, then the saving with its cap, first booking and sign-in', () => {
    expect(couponConditions(coupon())).toEqual([
      { kind: 'percent-up-to', percent: 25, max: 1000 },
      { kind: 'first-booking' },
      { kind: 'sign-in' },
    ]);
  });

  it('given a minimum room price and no cap, then the saving and the minimum', () => {
    expect(
      couponConditions(coupon({ max_discount: 0, min_amount: 2000, first_booking_only: false, login_required: false })),
    ).toEqual([
      { kind: 'percent', percent: 25 },
      { kind: 'minimum', min: 2000 },
    ]);
  });

  it('given no percentage or figures that are not numbers, then no saving is claimed', () => {
    expect(
      couponConditions(
        coupon({
          percent: 0,
          max_discount: Number.NaN,
          min_amount: -5,
          first_booking_only: false,
          login_required: false,
        }),
      ),
    ).toEqual([]);
  });
});
