import { nightlyRate } from './nightly-rate';
import { DEFAULT_PRICING } from './pricing-config';

describe('nightlyRate', () => {
  it('uses the base rate on an off-season weekday', () => {
    expect(nightlyRate(1500, 1, '2026-03-03', DEFAULT_PRICING)).toBe(1500); // Tuesday in March
  });
  it('adds the weekend factor on Friday and Saturday nights', () => {
    expect(nightlyRate(1500, 1, '2026-03-06', DEFAULT_PRICING)).toBe(1730); // 1725 -> ₹10
    expect(nightlyRate(1500, 1, '2026-03-08', DEFAULT_PRICING)).toBe(1500); // Sunday
  });
  it('applies the season factor', () => {
    expect(nightlyRate(2000, 1, '2026-12-01', DEFAULT_PRICING)).toBe(2500); // Tuesday in December
  });
});
