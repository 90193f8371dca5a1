import fc from 'fast-check';
import { addDays } from '../../time/kolkata-dayjs';
import { checkStay } from './check-stay';
import { clampStay, MAX_STAY_NIGHTS } from './clamp-stay';

const today = '2026-11-23';

describe("checkStay (the API's strict reading of docs/rules.md section 5's stay rules)", () => {
  it('given tonight, then it is one night, named by its day', () => {
    expect(checkStay('2026-11-23', '2026-11-24', today)).toEqual({
      ok: true,
      checkin: '2026-11-23',
      checkout: '2026-11-24',
      nights: ['2026-11-23'],
    });
  });

  it.each([
    ['2026-02-31', '2026-03-02', ['invalid-checkin']],
    ['23-11-2026', 'tomorrow', ['invalid-checkin', 'invalid-checkout']],
    ['2026-11-22', '2026-11-24', ['past-checkin']],
    ['2026-11-24', '2026-11-24', ['checkout-not-after-checkin']],
    ['2026-11-24', '2026-12-10', ['too-long']],
  ])('given %s to %s, then it reports %p', (checkin, checkout, problems) => {
    expect(checkStay(checkin, checkout, today)).toEqual({ ok: false, problems });
  });

  it('allows exactly MAX_STAY_NIGHTS nights', () => {
    const stay = checkStay(today, addDays(today, MAX_STAY_NIGHTS), today);
    expect(stay.ok && stay.nights.length).toBe(MAX_STAY_NIGHTS);
  });

  it('property: every stay the site clamps is one the API accepts (client and server never disagree)', () => {
    const day = fc.integer({ min: -400, max: 400 }).map((n) => addDays(today, n));
    fc.assert(
      fc.property(day, day, (checkin, checkout) => {
        const clamped = clampStay({ checkin, checkout }, today);
        expect(checkStay(clamped.checkin, clamped.checkout, today).ok).toBe(true);
      }),
    );
  });
});
