import fc from 'fast-check';
import { priceBreakup, type BreakupInput } from './price-breakup';
import { stayPriceSummary } from './stay-price-summary';

const priced = (sellingPrice: number, strikedPrice: number, memberDiscount = 0, couponDiscount = 0) => ({
  sellingPrice,
  strikedPrice,
  memberDiscount,
  couponDiscount,
});

describe('stayPriceSummary (docs/rules.md 3: per night = selling price / nights, rounded; taxes and fees included)', () => {
  it('given a 3-night stay with a coupon, then per night and for the stay with the struck price and its saving', () => {
    expect(stayPriceSummary(priced(7001, 9000, 0, 1900), 3)).toEqual({
      perNight: 2334,
      stay: 7001,
      strikedPerNight: 3000,
      strikedStay: 9000,
      discountPercentage: 22,
    });
  });
  it('given a struck price with no member or coupon saving behind it, then no struck price (regression: the 1.3x "was" price of)', () => {
    expect(stayPriceSummary(priced(1276, 1659), 1)).toMatchObject({
      strikedPerNight: null,
      strikedStay: null,
      discountPercentage: 0,
    });
  });
  it('given a struck price not above the price paid, then no struck price and no discount', () => {
    expect(stayPriceSummary(priced(3000, 3000, 150), 2)).toMatchObject({ strikedStay: null, discountPercentage: 0 });
  });
  it('given a saving of 9.7%, then it says 9% (rounded down, never overstated)', () => {
    expect(stayPriceSummary(priced(903, 1000, 97), 1).discountPercentage).toBe(9);
  });
});

const plan = (overrides: Partial<BreakupInput> = {}): BreakupInput => ({
  nightlyTariffs: [
    { date: '2026-12-03', price: 1000 },
    { date: '2026-12-04', price: 1200 },
  ],
  pretaxPrice: 4400,
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

describe('priceBreakup (price breakup modal: nights × rooms, each saving once, tax, fee, total = selling price)', () => {
  it('given two nights and two rooms, then each night is its tariff times the rooms and the lines add up', () => {
    const breakup = priceBreakup(plan(), 2);
    expect(breakup.nights).toEqual([
      { date: '2026-12-03', perRoom: 1000, rooms: 2, amount: 2000 },
      { date: '2026-12-04', perRoom: 1200, rooms: 2, amount: 2400 },
    ]);
    expect(breakup.summary.stay.lines).toEqual([
      { kind: 'room', amount: 4400 },
      { kind: 'member', amount: -220 },
      { kind: 'coupon', amount: -420 },
      { kind: 'tax', amount: 451 },
      { kind: 'fee', amount: 20 },
    ]);
    expect(breakup).toMatchObject({
      total: 4231,
      addsUp: true,
      payAtHotel: 4400,
      partPay: { amount: 1269, percent: 30 },
    });
    expect(breakup.summary.stay.total).toBe(4231);
  });
  it('given no platform fee, then it is a ₹0 line (docs/rules.md 9); no pay at hotel, no part pay', () => {
    const breakup = priceBreakup(
      plan({ platformFee: null, sellingPrice: 4211, payAtHotelPrice: null, partPayAmount: 0 }),
      2,
    );
    expect(breakup.summary.stay.lines.at(-1)).toEqual({ kind: 'fee', amount: 0 });
    expect(breakup).toMatchObject({ addsUp: true, payAtHotel: null, partPay: null });
  });
  it('given lines that do not explain the selling price, then the total is still the selling price', () => {
    const breakup = priceBreakup(plan({ sellingPrice: 9999 }), 2);
    expect(breakup.total).toBe(9999);
    expect(breakup.addsUp).toBe(false);
  });
  it('given nights that do not sum to the room charges, then it does not add up', () => {
    expect(priceBreakup(plan({ pretaxPrice: 4300, sellingPrice: 4131 }), 2).addsUp).toBe(false);
  });
  it('given no nightly tariffs, then the room charges are the pretax price', () => {
    const breakup = priceBreakup(plan({ nightlyTariffs: [] }), 2);
    expect(breakup.nights).toEqual([]);
    expect(breakup.summary.stay.lines[0]).toEqual({ kind: 'room', amount: 4400 });
    expect(breakup.addsUp).toBe(true);
  });
  it('property: the total is always the selling price and the summary total is the sum of its lines', () => {
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
          expect(breakup.summary.stay.lines.reduce((s, l) => s + l.amount, 0)).toBe(breakup.summary.stay.total);
        },
      ),
    );
  });
});
