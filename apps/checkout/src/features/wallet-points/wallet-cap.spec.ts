import { walletCap } from './wallet-cap';

describe('what points can pay', () => {
  it.each([
    [250, 4529, 250],
    [5000, 4529, 905],
    [0, 4529, 0],
    [250, 0, 0],
    [Number.NaN, 4529, 0],
  ])('balance %d of total %d: %d', (balance, total, cap) => {
    expect(walletCap(balance, total)).toBe(cap);
  });
});
