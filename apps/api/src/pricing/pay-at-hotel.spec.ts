import { PAY_AT_HOTEL_LIMIT, payAtHotelAllowed, payAtHotelAmount, payAtHotelExtra } from './pay-at-hotel';

describe('pay at hotel', () => {
  it('is allowed on a refundable plan up to the limit only', () => {
    expect(payAtHotelAllowed(true, PAY_AT_HOTEL_LIMIT)).toBe(true);
    expect(payAtHotelAllowed(true, PAY_AT_HOTEL_LIMIT + 1)).toBe(false);
    expect(payAtHotelAllowed(false, 1000)).toBe(false);
  });

  it('costs what paying now costs: the hotel is paid the same total, so there is no extra to state', () => {
    for (const total of [0, 1, 2999, 20_000]) {
      expect(payAtHotelAmount(total)).toBe(total);
      expect(payAtHotelExtra(total)).toBe(0);
    }
  });
});
