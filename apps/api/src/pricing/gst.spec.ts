import { gstOnNights, gstRate } from './gst';
import { DEFAULT_PRICING } from './pricing-config';

const slabs = DEFAULT_PRICING.gstSlabs;

describe('gstRate', () => {
  it('charges 5% up to ₹7,500 a night, inclusive', () => {
    expect(gstRate(1000, slabs)).toBe(0.05);
    expect(gstRate(7500, slabs)).toBe(0.05);
  });
  it('charges 18% above ₹7,500', () => {
    expect(gstRate(7501, slabs)).toBe(0.18);
  });
  it('follows configured slabs', () => {
    expect(
      gstRate(900, [
        { upTo: 1000, rate: 0 },
        { upTo: Infinity, rate: 0.12 },
      ]),
    ).toBe(0);
  });
});

describe('gstOnNights', () => {
  it('picks the slab per night and multiplies by rooms', () => {
    // 2 rooms: night 1 at 7,000 (5%) and night 2 at 8,000 (18%)
    expect(gstOnNights([7000, 8000], 2, slabs)).toBe(Math.round(7000 * 0.05 * 2 + 8000 * 0.18 * 2));
  });
  it('rounds to the rupee once', () => {
    expect(gstOnNights([999, 999, 999], 1, slabs)).toBe(150); // 149.85
  });
});
