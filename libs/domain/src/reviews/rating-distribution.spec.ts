import fc from 'fast-check';
import { ratingDistribution } from './rating-distribution';

describe('ratingDistribution (the summary’s 5..1 star bars)', () => {
  it('gives bars from 5 stars down to 1 with each share of the total', () => {
    expect(ratingDistribution({ '1': 1, '2': 1, '3': 2, '4': 6, '5': 10 })).toEqual([
      { stars: 5, count: 10, percent: 50 },
      { stars: 4, count: 6, percent: 30 },
      { stars: 3, count: 2, percent: 10 },
      { stars: 2, count: 1, percent: 5 },
      { stars: 1, count: 1, percent: 5 },
    ]);
  });

  it('given missing, negative, fractional or non-numeric counts and stray keys, then it reads what it can', () => {
    expect(ratingDistribution({ '5': 3.7, '4': -2, '3': Number.NaN, '0': 9, '6': 9, x: 1 } as never)).toEqual([
      { stars: 5, count: 3, percent: 100 },
      { stars: 4, count: 0, percent: 0 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 0, percent: 0 },
    ]);
  });

  it('given nothing counted, then every bar is empty', () => {
    expect(ratingDistribution(null).map((b) => b.percent)).toEqual([0, 0, 0, 0, 0]);
    expect(ratingDistribution({}).map((b) => b.count)).toEqual([0, 0, 0, 0, 0]);
  });

  it('property: every bar is 0..100 % wide', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('1', '2', '3', '4', '5', '9'), fc.integer()), (d) => {
        for (const bar of ratingDistribution(d)) {
          expect(bar.percent).toBeGreaterThanOrEqual(0);
          expect(bar.percent).toBeLessThanOrEqual(100);
        }
      }),
    );
  });
});
