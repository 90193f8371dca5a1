import fc from 'fast-check';
import { addDays } from '../../time/kolkata-dayjs';
import { hasStayEnded, isWebCheckinOffered } from './web-checkin-offered';

const TODAY = '2026-11-21';
const stay = (checkin: string, checkout: string, status = 'CONFIRMED') => ({ status, checkin, checkout });

describe('isWebCheckinOffered (a stay that ended offered web check-in)', () => {
  it('given a stay that ended (check-out before today), then no', () => {
    expect(isWebCheckinOffered(stay('2026-11-17', '2026-11-20'), TODAY)).toBe(false);
    expect(isWebCheckinOffered(stay('2026-11-17', '2026-11-20', 'CHECKED_IN'), TODAY)).toBe(false);
  });
  it('given a stay whose check-in day has passed (the window closed at its end), then no, even before check-out', () => {
    expect(isWebCheckinOffered(stay('2026-11-20', '2026-11-23'), TODAY)).toBe(false);
  });
  it('given a stay checking in today or later, then yes (before the window opens, the page says when)', () => {
    expect(isWebCheckinOffered(stay(TODAY, '2026-11-22'), TODAY)).toBe(true);
    expect(isWebCheckinOffered(stay('2026-12-20', '2026-12-22'), TODAY)).toBe(true);
    expect(isWebCheckinOffered(stay(TODAY, '2026-11-22', 'CHECKED_IN'), TODAY)).toBe(true);
  });
  it.each(['CANCEL', 'EXPIRED', 'PENDING_PAYMENT'])('given a %s booking, then no', (status) => {
    expect(isWebCheckinOffered(stay('2026-12-20', '2026-12-22', status), TODAY)).toBe(false);
  });
  it('property: never offered for a stay that ended', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), fc.integer({ min: 1, max: 15 }), (offset, nights) => {
        const checkin = addDays(TODAY, offset);
        const checkout = addDays(checkin, nights);
        if (hasStayEnded(checkout, TODAY)) expect(isWebCheckinOffered(stay(checkin, checkout), TODAY)).toBe(false);
      }),
    );
  });
});

describe('hasStayEnded', () => {
  it('is true only when the check-out day is before today', () => {
    expect(hasStayEnded('2026-11-20', TODAY)).toBe(true);
    expect(hasStayEnded(TODAY, TODAY)).toBe(false);
    expect(hasStayEnded('2026-11-22', TODAY)).toBe(false);
  });
});
