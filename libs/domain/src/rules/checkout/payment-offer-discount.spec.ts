import { paymentOfferDiscount } from './payment-offer-discount';

const flat = { method: 'upi', discount_percent: 0, max_discount: 50, min_amount: 1500 };
const percent = { method: 'card', discount_percent: 10, max_discount: 300, min_amount: 0 };

describe('paymentOfferDiscount', () => {
  it('takes a flat amount off for its method from its minimum', () => {
    expect(paymentOfferDiscount(flat, 'upi', 1500)).toBe(50);
    expect(paymentOfferDiscount(flat, 'upi', 1499)).toBe(0);
  });
  it('gives nothing for another method', () => {
    expect(paymentOfferDiscount(flat, 'card', 5000)).toBe(0);
  });
  it('rounds a percentage down and caps it', () => {
    expect(paymentOfferDiscount(percent, 'card', 1999)).toBe(199);
    expect(paymentOfferDiscount(percent, 'card', 10_000)).toBe(300);
  });
  it('never exceeds the amount and ignores junk amounts', () => {
    expect(paymentOfferDiscount({ ...flat, min_amount: 0 }, 'upi', 30)).toBe(30);
    expect(paymentOfferDiscount(percent, 'card', Number.NaN)).toBe(0);
    expect(paymentOfferDiscount(percent, 'card', -10)).toBe(0);
  });
});
