import fc from 'fast-check';
import { addDays, daysBetween } from '../../time/kolkata-dayjs';
import { clampStay, MAX_STAY_NIGHTS } from './clamp-stay';
import { defaultStay } from './default-stay';

const today = '2026-11-21';
const isoDay = fc.integer({ min: -800, max: 800 }).map((offset) => addDays(today, offset));

describe('clampStay (docs/rules.md section 5)', () => {
  it('check-in in the past moves to today', () => {
    expect(clampStay({ checkin: '2026-11-19', checkout: '2026-11-23' }, today)).toEqual({
      checkin: today,
      checkout: '2026-11-23',
    });
  });

  it('check-out must be at least one night after check-in, else check-in plus one day', () => {
    expect(clampStay({ checkin: '2026-11-25', checkout: '2026-11-25' }, today).checkout).toBe('2026-11-26');
    expect(clampStay({ checkin: '2026-11-25', checkout: '2026-11-20' }, today).checkout).toBe('2026-11-26');
    expect(clampStay({ checkin: '2026-11-01', checkout: '2026-11-10' }, today)).toEqual({
      checkin: today,
      checkout: '2026-11-22',
    });
  });

  it('maximum stay 15 days (docs/rules.md section 9)', () => {
    expect(MAX_STAY_NIGHTS).toBe(15);
    expect(clampStay({ checkin: today, checkout: '2026-12-06' }, today).checkout).toBe('2026-12-06');
    expect(clampStay({ checkin: today, checkout: '2026-12-07' }, today).checkout).toBe('2026-12-06');
  });

  it('leaves a valid stay untouched', () => {
    const stay = { checkin: '2026-12-01', checkout: '2026-12-03' };
    expect(clampStay(stay, today)).toEqual(stay);
  });

  it('property: the result starts today or later and lasts 1 to 15 nights, and clamping is idempotent', () => {
    fc.assert(
      fc.property(isoDay, isoDay, (checkin, checkout) => {
        const out = clampStay({ checkin, checkout }, today);
        expect(daysBetween(today, out.checkin)).toBeGreaterThanOrEqual(0);
        const nights = daysBetween(out.checkin, out.checkout);
        expect(nights).toBeGreaterThanOrEqual(1);
        expect(nights).toBeLessThanOrEqual(15);
        expect(clampStay(out, today)).toEqual(out);
      }),
    );
  });

  it('default stay is tonight: today to tomorrow', () => {
    expect(defaultStay(today)).toEqual({ checkin: today, checkout: '2026-11-22' });
  });
});
