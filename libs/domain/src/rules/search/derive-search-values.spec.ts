import { deriveSearchValues } from './derive-search-values';

describe('deriveSearchValues (docs/rules.md section 3: derived values)', () => {
  it('derives check-in, check-out, nights, advance booking days, adult, kid and room counts', () => {
    expect(
      deriveSearchValues(
        { checkin: '2026-11-25', checkout: '2026-11-28' },
        [
          { adults: 2, kids: 1 },
          { adults: 1, kids: 0 },
        ],
        '2026-11-21',
      ),
    ).toEqual({
      checkin: '2026-11-25',
      checkout: '2026-11-28',
      numberOfNights: 3,
      advanceBookingDays: 4,
      adultCount: 3,
      kidCount: 1,
      roomCount: 2,
    });
  });
});
