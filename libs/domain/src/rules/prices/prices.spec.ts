import fc from 'fast-check';
import { perNightPrice } from './per-night-price';
import { priceBands, PRICE_BANDS_PER_ROOM } from './price-bands';
import { priceDifference } from './price-difference';
import { ratePlanTotal } from './rate-plan-total';
import { roundPrice } from './round-price';

describe('perNightPrice (docs/rules.md section 3: selling price divided by length of stay, rounded)', () => {
  it('divides and rounds', () => {
    expect(perNightPrice(3000, 3)).toBe(1000);
    expect(perNightPrice(2999, 2)).toBe(1500);
    expect(perNightPrice(1001, 3)).toBe(334);
  });
  it('treats a zero-night stay as one night', () => expect(perNightPrice(1200, 0)).toBe(1200));
  it('property: is an integer within half a rupee of the exact share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 15 }), (price, nights) => {
        const p = perNightPrice(price, nights);
        expect(Number.isInteger(p)).toBe(true);
        expect(Math.abs(p - price / nights)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('roundPrice / priceDifference (docs/rules.md section 3: price differences and room prices are rounded)', () => {
  it('rounds half away from zero', () => {
    expect(roundPrice(10.5)).toBe(11);
    expect(roundPrice(-10.5)).toBe(-11);
    expect(roundPrice(10.49)).toBe(10);
    expect(priceDifference(1999.6, 1499.2)).toBe(500);
  });

  // Regression: roundPrice(-0.3) was -0, which Intl prints as "-₹0".
  it('never returns -0', () => {
    expect(Object.is(roundPrice(-0.3), 0)).toBe(true);
    expect(Object.is(roundPrice(-0), 0)).toBe(true);
    expect(Object.is(priceDifference(100.2, 100.4), 0)).toBe(true);
    fc.assert(fc.property(fc.double({ min: -0.49, max: 0.49, noNaN: true }), (x) => Object.is(roundPrice(x), 0)));
  });
});

describe('ratePlanTotal (docs/rules.md section 3: total = discounted price plus platform fee; fee defaults to 0)', () => {
  it('adds the platform fee, defaulting to 0', () => {
    expect(ratePlanTotal(1800, 49)).toBe(1849);
    expect(ratePlanTotal(1800)).toBe(1800);
    expect(ratePlanTotal(1800, null)).toBe(1800);
  });
});

describe('priceBands (docs/rules.md section 9: bands per room multiplied by room count; section 5: custom replaces the 5th)', () => {
  it('lists the four bands for one room', () => {
    expect(priceBands(1)).toEqual([
      { start: 0, end: 1500 },
      { start: 1500, end: 2000 },
      { start: 2000, end: 3000 },
      { start: 3000, end: 999999 },
    ]);
  });
  it('multiplies by the room count', () => {
    expect(priceBands(3)[1]).toEqual({ start: 4500, end: 6000 });
    expect(priceBands(0)).toEqual(priceBands(1));
  });
  it('puts a custom range in the 5th place', () => {
    const bands = priceBands(2, { start: 1234, end: 5678 });
    expect(bands).toHaveLength(5);
    expect(bands[4]).toEqual({ start: 1234, end: 5678, isCustom: true });
  });
  it('property: every band is the per-room band times the room count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), (n) => {
        priceBands(n).forEach((b, i) => {
          expect(b.start).toBe((PRICE_BANDS_PER_ROOM[i]?.start ?? NaN) * n);
          expect(b.end).toBe((PRICE_BANDS_PER_ROOM[i]?.end ?? NaN) * n);
        });
      }),
    );
  });
});
