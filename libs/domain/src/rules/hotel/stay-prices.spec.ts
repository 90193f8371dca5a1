import fc from 'fast-check';
import { priceBreakup, type BreakupInput } from './price-breakup';
import { stayPriceSummary } from './stay-price-summary';

describe('stayPriceSummary (SPEC.md 3: per night = selling price / nights, rounded; taxes and fees included)', () => {
  it('given a 3-night stay, then per night and for the stay with the struck price and discount', () => {
    expect(stayPriceSummary({ sellingPrice: 7001, strikedPrice: 9000, discountPercentage: 22 }, 3)).toEqual({
      perNight: 2334,
      stay: 7001,
      strikedPerNight: 3000,
      strikedStay: 9000,
      discountPercentage: 22,
    });
  });
  it('given a struck price not above the price paid, then no struck price and no discount (no fake saving)', () => {
    expect(stayPriceSummary({ sellingPrice: 3000, strikedPrice: 3000, discountPercentage: 10 }, 2)).toMatchObject({
      strikedPerNight: null,
      strikedStay: null,
      discountPercentage: 0,
    });
  });
  it('given no discount percentage, then it is computed from the struck price', () => {
    expect(stayPriceSummary({ sellingPrice: 750, strikedPrice: 1000 }, 1).discountPercentage).toBe(25);
  });
});

const plan = (overrides: Partial<BreakupInput> = {}): BreakupInput => ({
  nightlyTariffs: [
    { date: '2026-12-03', price: 1000 },
    { date: '2026-12-04', price: 1200 },
  ],
  pretaxPrice: 4400,
  discountAmount: 640,
  memberDiscount: 220,
  couponDiscount: 420,
  tax: 451,
  platformFee: 20,
  sellingPrice: 4231,
  payAtHotelPrice: 4400,
  partPayAmount: 1269,
  partPayPercent: 30,
  ...overrides,
});

describe('priceBreakup (price breakup modal: nights × rooms, discounts, tax, fee, total = selling price)', () => {
  it('given two nights and two rooms, then each night is its tariff times the rooms and the lines add up', () => {
    const breakup = priceBreakup(plan(), 2);
    expect(breakup.nights).toEqual([
      { date: '2026-12-03', perRoom: 1000, rooms: 2, amount: 2000 },
      { date: '2026-12-04', perRoom: 1200, rooms: 2, amount: 2400 },
    ]);
    expect(breakup).toMatchObject({
      roomCharges: 4400,
      memberDiscount: 220,
      couponDiscount: 420,
      otherDiscount: 0,
      tax: 451,
      platformFee: 20,
      total: 4231,
      addsUp: true,
      payAtHotel: 4400,
      partPay: { amount: 1269, percent: 30 },
    });
  });
  it('given a discount beyond member and coupon, then it is its own line', () => {
    expect(priceBreakup(plan({ discountAmount: 700, sellingPrice: 4171 }), 2)).toMatchObject({
      otherDiscount: 60,
      addsUp: true,
    });
  });
  it('given no platform fee, then it is 0 (SPEC.md 9); no pay at hotel, no part pay', () => {
    const breakup = priceBreakup(
      plan({ platformFee: null, sellingPrice: 4211, payAtHotelPrice: null, partPayAmount: 0 }),
      2,
    );
    expect(breakup).toMatchObject({ platformFee: 0, addsUp: true, payAtHotel: null, partPay: null });
  });
  it('given lines that do not explain the selling price, then the total is still the selling price', () => {
    const breakup = priceBreakup(plan({ sellingPrice: 9999 }), 2);
    expect(breakup.total).toBe(9999);
    expect(breakup.addsUp).toBe(false);
  });
  it('given no nightly tariffs, then the room charges are the pretax price', () => {
    expect(priceBreakup(plan({ nightlyTariffs: [] }), 2)).toMatchObject({
      nights: [],
      roomCharges: 4400,
      addsUp: true,
    });
  });
  it('property: the total is always the selling price and the nights sum to the room charges', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50_000 }), { minLength: 1, maxLength: 15 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (tariffs, rooms, sellingPrice) => {
          const breakup = priceBreakup(
            plan({ nightlyTariffs: tariffs.map((price, i) => ({ date: `d${i}`, price })), sellingPrice }),
            rooms,
          );
          expect(breakup.total).toBe(sellingPrice);
          expect(breakup.nights.reduce((s, n) => s + n.amount, 0)).toBe(breakup.roomCharges);
        },
      ),
    );
  });
});
