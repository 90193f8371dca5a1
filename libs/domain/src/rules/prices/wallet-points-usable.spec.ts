import { walletPointsUsable } from './wallet-points-usable';

describe('the points a booking may use', () => {
  it.each([
    [250, 4529, 250],
    [5000, 4529, 905],
    [0, 4529, 0],
    [250, 0, 0],
    [Number.NaN, 4529, 0],
    [-5, 4529, 0],
  ])('balance %d of total %d: %d', (balance, total, cap) => {
    expect(walletPointsUsable(balance, total)).toBe(cap);
  });
  it('takes another share when the pricing is configured so', () => {
    expect(walletPointsUsable(5000, 1000, 50)).toBe(500);
  });
});
