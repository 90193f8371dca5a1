import fc from 'fast-check';
import { amountToPayLines, stayPriceLines, sumOfLines } from './money-lines';
import { bookingPriceSummary, checkoutPriceSummary, ratePlanPriceSummary } from './price-summaries';
import { realSaving, savingPercent } from './real-saving';

describe('stayPriceLines (every price summary: room, each saving once, tax, fee = total)', () => {
  it('given a member with a coupon, then each saving is one negative line and the total is their sum', () => {
    const summary = stayPriceLines({
      roomCharges: 2430,
      memberDiscount: 122,
      couponDiscount: 231,
      corporateDiscount: 0,
      tax: 104,
      platformFee: 0,
    });
    expect(summary.lines).toEqual([
      { kind: 'room', amount: 2430 },
      { kind: 'member', amount: -122 },
      { kind: 'coupon', amount: -231 },
      { kind: 'tax', amount: 104 },
      { kind: 'fee', amount: 0 },
    ]);
    expect(summary.total).toBe(2181);
  });
  it('given no savings, then no saving lines (a ₹0 saving is not a saving)', () => {
    const kinds = stayPriceLines({
      roomCharges: 1000,
      memberDiscount: 0,
      couponDiscount: 0,
      corporateDiscount: 0,
      tax: 50,
      platformFee: 0,
    }).lines.map((line) => line.kind);
    expect(kinds).toEqual(['room', 'tax', 'fee']);
  });
  it('given a corporate rate, then its saving is one line and the total still their sum', () => {
    const summary = stayPriceLines({
      roomCharges: 2400,
      memberDiscount: 0,
      couponDiscount: 0,
      corporateDiscount: 288,
      tax: 106,
      platformFee: 0,
    });
    expect(summary.lines.map((line) => line.kind)).toEqual(['room', 'corporate', 'tax', 'fee']);
    expect(summary.total).toBe(2218);
  });
  it('given bad amounts (NaN, negative), then they count as 0, never as a negative charge', () => {
    const summary = stayPriceLines({
      roomCharges: Number.NaN,
      memberDiscount: -5,
      couponDiscount: 0,
      corporateDiscount: 0,
      tax: -1,
      platformFee: 0,
    });
    expect(summary.total).toBe(0);
    expect(summary.lines.map((line) => line.kind)).toEqual(['room', 'tax', 'fee']);
  });
});

describe('amountToPayLines (points and payment offers come off the stay total, after it)', () => {
  it('given points and a UPI offer, then the amount to pay is the stay less both (regression: points listed twice)', () => {
    const summary = amountToPayLines({ stayTotal: 736, points: 183, offer: 50 });
    expect(summary.lines).toEqual([
      { kind: 'stay', amount: 736 },
      { kind: 'points', amount: -183 },
      { kind: 'offer', amount: -50 },
    ]);
    expect(summary.total).toBe(503);
  });
});

describe('checkoutPriceSummary, ratePlanPriceSummary, bookingPriceSummary', () => {
  const price = {
    pretax_price: 1600,
    member_discount: 80,
    coupon_discount: 152,
    tax: 68,
    platform_fee: 0,
    total_price_with_platform_fee: 1436,
    wallet_discount: 183,
    net_payable_amount: 1253,
  };
  it('given the checkout price of a member with a coupon and points, then both parts add up to the API totals', () => {
    const summary = checkoutPriceSummary(price);
    expect(summary.stay.total).toBe(1436);
    expect(summary.toPay.total).toBe(1253);
    expect(summary.addsUp).toBe(true);
    expect(summary.stay.lines.filter((line) => line.amount < 0)).toHaveLength(2);
  });
  it('given a payment offer, then it is a line and the amount to pay is the net payable less it', () => {
    const summary = checkoutPriceSummary(price, 50);
    expect(summary.toPay.total).toBe(1203);
    expect(summary.addsUp).toBe(true);
  });
  it('given amounts that do not add up, then addsUp is false', () => {
    expect(checkoutPriceSummary({ ...price, total_price_with_platform_fee: 1500 }).addsUp).toBe(false);
  });
  it('given a rate plan, then its lines add up to its selling price', () => {
    expect(
      ratePlanPriceSummary({
        pretaxPrice: 1215,
        memberDiscount: 0,
        couponDiscount: 122,
        tax: 55,
        platformFee: 0,
        sellingPrice: 1148,
      }).addsUp,
    ).toBe(true);
  });
  it('given a booking detail, then the stay and the amount payable add up (regression: "Total savings" counted points)', () => {
    const summary = bookingPriceSummary({
      room_price: 1600,
      member_discount: 80,
      voucher_amount: 152,
      corporate_discount: 0,
      tax: 68,
      platform_fee: 0,
      total_amount_with_platform_fee: 1436,
      wallet_deduction: 183,
      offer_discount: 0,
      amount_payable: 1253,
    });
    expect(summary.addsUp).toBe(true);
    expect(-sumOfLines(summary.stay.lines.filter((line) => line.amount < 0))).toBe(232);
  });
  it('property: whatever the amounts, each total is the sum of its lines and each saving appears at most once', () => {
    const amount = fc.integer({ min: 0, max: 2_000_000 });
    fc.assert(
      fc.property(
        amount,
        amount,
        amount,
        amount,
        amount,
        amount,
        amount,
        (room, member, coupon, tax, fee, points, offer) => {
          const stay = stayPriceLines({
            roomCharges: room,
            memberDiscount: member,
            couponDiscount: coupon,
            corporateDiscount: 0,
            tax,
            platformFee: fee,
          });
          expect(stay.total).toBe(sumOfLines(stay.lines));
          expect(new Set(stay.lines.map((line) => line.kind)).size).toBe(stay.lines.length);
          const toPay = amountToPayLines({ stayTotal: stay.total, points, offer });
          expect(toPay.total).toBe(sumOfLines(toPay.lines));
        },
      ),
    );
  });
});

describe('realSaving (a struck price only for a real saving, India CCPA 2023)', () => {
  it('given a coupon saving, then the struck price and its percentage (rounded down)', () => {
    expect(realSaving({ sellingPrice: 1148, strikedPrice: 1276, memberDiscount: 0, couponDiscount: 122 })).toEqual({
      was: 1276,
      percent: 10,
    });
  });
  it('given a higher struck price with no saving behind it, then none (regression: "23% off" with discountAmount 0)', () => {
    expect(realSaving({ sellingPrice: 1276, strikedPrice: 1659, memberDiscount: 0, couponDiscount: 0 })).toBeNull();
  });
  it('given a saving but a struck price not above the price, then none', () => {
    expect(realSaving({ sellingPrice: 1000, strikedPrice: 990, memberDiscount: 50, couponDiscount: 0 })).toBeNull();
  });
  it('savingPercent: rounded down, 0 for nothing to compare or a price above the reference', () => {
    expect(savingPercent(1000, 903)).toBe(9);
    expect(savingPercent(0, 0)).toBe(0);
    expect(savingPercent(1000, 1200)).toBe(0);
    expect(savingPercent(1000, Number.NaN)).toBe(0);
  });
  it('property: the percentage never overstates the saving', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000 }), fc.integer({ min: 0, max: 5_000_000 }), (was, now) => {
        const percent = savingPercent(was, now);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect((percent / 100) * was).toBeLessThanOrEqual(Math.max(0, was - now) + 1e-9);
      }),
    );
  });
});
