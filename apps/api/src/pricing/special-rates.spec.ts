import {
  NEW_YEAR_SPECIAL,
  nextSpecialStay,
  specialRateOfStay,
  specialRateOn,
  withSpecialRate,
  type SpecialRate,
} from './special-rates';

const steal = { steal_deal: true };
const plain = { steal_deal: false };

describe('special rates (a real cut of the rate card, for some hotels on some nights)', () => {
  it('gives the New Year special to a steal-deal hotel on the nights of 30 and 31 December only', () => {
    expect(specialRateOn(steal, '2026-12-30')).toBe(NEW_YEAR_SPECIAL);
    expect(specialRateOn(steal, '2026-12-31')).toBe(NEW_YEAR_SPECIAL);
    expect(specialRateOn(steal, '2026-12-29')).toBeNull();
    expect(specialRateOn(steal, '2027-01-01')).toBeNull();
    expect(specialRateOn(plain, '2026-12-31')).toBeNull();
  });

  it('takes 15% off the night it covers, in whole rupees, and nothing off other nights', () => {
    expect(withSpecialRate(2310, steal, '2026-12-31')).toBe(1964);
    expect(withSpecialRate(2310, steal, '2026-12-28')).toBe(2310);
    expect(withSpecialRate(2310, plain, '2026-12-31')).toBe(2310);
  });

  it('marks a stay special when any of its nights is, never when none is', () => {
    expect(specialRateOfStay(steal, ['2026-12-29', '2026-12-30'])).toBe('new_year');
    expect(specialRateOfStay(steal, ['2027-01-01', '2027-01-02'])).toBeNull();
    expect(specialRateOfStay(plain, ['2026-12-31'])).toBeNull();
  });

  describe('nextSpecialStay (what the home page announces)', () => {
    it.each([
      ['2026-11-27', { checkin: '2026-12-30', checkout: '2027-01-01' }],
      ['2026-12-31', { checkin: '2026-12-31', checkout: '2027-01-01' }],
      ['2026-10-31', { checkin: '2026-12-30', checkout: '2027-01-01' }],
      ['2026-10-30', null],
      ['2027-01-01', null],
      ['2027-06-01', null],
    ])('from %s, then %j', (today, stay) => {
      expect(nextSpecialStay(NEW_YEAR_SPECIAL, today)).toEqual(stay);
    });

    it('given nights over New Year’s Day, then the ones after it are in the next year', () => {
      const overNewYear: SpecialRate = { ...NEW_YEAR_SPECIAL, nights: ['12-31', '01-01'] };
      expect(nextSpecialStay(overNewYear, '2026-12-01')).toEqual({ checkin: '2026-12-31', checkout: '2027-01-02' });
    });
  });
});
