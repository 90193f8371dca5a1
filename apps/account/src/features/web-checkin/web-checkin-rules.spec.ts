import {
  arrivalTimes,
  checkinTimeOf,
  normalizeLast4,
  validateWebCheckin,
  webCheckinHashOf,
  webCheckinPhase,
} from './web-checkin-rules';

/** A confirmed stay checking out on 5 Dec 2026, not checked in, its web check-in window not open. */
const CONFIRMED_STAY = {
  status: 'CONFIRMED',
  checked_in: false,
  open: false,
  closes_at: '2026-12-03T18:30:00.000Z',
  checkout_date: '2026-12-05',
};

describe('web check-in rules', () => {
  it('reads the hotel check-in time back from the window opening (48 h before it, Kolkata)', () => {
    expect(checkinTimeOf('2026-12-01T06:30:00.000Z')).toBe('12:00');
    expect(checkinTimeOf('2026-12-01T08:30:00.000Z')).toBe('14:00');
    expect(checkinTimeOf('not a time')).toBe('12:00');
  });

  it('offers arrival times every half hour from the check-in time to 23:30, keeping one given before', () => {
    const times = arrivalTimes('14:00');
    expect(times[0]).toBe('14:00');
    expect(times[1]).toBe('14:30');
    expect(times.at(-1)).toBe('23:30');
    expect(times).toHaveLength(20);
    expect(arrivalTimes('13:10')[0]).toBe('13:30');
    expect(arrivalTimes('22:00', '09:00')).toEqual(['09:00', '22:00', '22:30', '23:00', '23:30']);
    expect(arrivalTimes('nonsense')[0]).toBe('12:00');
  });

  it('upper-cases the ID ending as typed and keeps only 4 letters or digits', () => {
    expect(normalizeLast4('12ab')).toBe('12AB');
    expect(normalizeLast4(' 9-x 7y8')).toBe('9X7Y');
  });

  it('validates names (blank, too long), ID type, the 4 characters and the arrival time, in the form order', () => {
    expect(validateWebCheckin({ guests: ['Asha Rao'], idType: 'aadhaar', last4: '12AB', arrival: '14:00' })).toEqual(
      {},
    );
    expect(
      validateWebCheckin({ guests: ['Asha', '  ', 'x'.repeat(81)], idType: 'pan', last4: '12a', arrival: '' }),
    ).toEqual({
      'guest-1': 'form.guest.blank',
      'guest-2': 'form.guest.tooLong',
      idType: 'form.idType.missing',
      last4: 'form.last4.format',
      arrival: 'form.arrival.missing',
    });
  });

  it('decides the page: not confirmed, checked in, before the window, open, after it', () => {
    const base = CONFIRMED_STAY;
    const before = new Date('2026-11-24T00:00:00Z');
    expect(webCheckinPhase({ ...base, status: 'CANCEL' }, before)).toBe('notConfirmed');
    expect(webCheckinPhase({ ...base, status: 'PENDING_PAYMENT' }, before)).toBe('notConfirmed');
    expect(webCheckinPhase({ ...base, status: 'CHECKED_IN', checked_in: true }, before)).toBe('checkedIn');
    expect(webCheckinPhase(base, before)).toBe('notYet');
    expect(webCheckinPhase({ ...base, open: true }, before)).toBe('open');
    expect(webCheckinPhase(base, new Date('2026-12-03T18:30:00Z'))).toBe('closed');
  });

  // Regression: a stay that ended still offered web check-in.
  it('given a stay that ended (check-out before today in Kolkata), then it has ended, checked in or not', () => {
    const base = CONFIRMED_STAY;
    // 23:59 IST on the check-out day: still that day; 00:00 IST the day after: ended.
    expect(webCheckinPhase(base, new Date('2026-12-05T18:29:00Z'))).toBe('closed');
    expect(webCheckinPhase(base, new Date('2026-12-05T18:30:00Z'))).toBe('ended');
    expect(webCheckinPhase({ ...base, status: 'CHECKED_IN', checked_in: true }, new Date('2026-12-09T00:00:00Z'))).toBe(
      'ended',
    );
    expect(webCheckinPhase({ ...base, open: true }, new Date('2026-12-09T00:00:00Z'))).toBe('ended');
    expect(webCheckinPhase({ ...base, status: 'CANCEL' }, new Date('2026-12-09T00:00:00Z'))).toBe('notConfirmed');
  });

  it('takes only a hash that can be one', () => {
    expect(webCheckinHashOf('wCk3Rt5yUi7oPa9sDf1gHj')).toBe('wCk3Rt5yUi7oPa9sDf1gHj');
    expect(webCheckinHashOf('short')).toBeNull();
    expect(webCheckinHashOf('has space in it and is long enough')).toBeNull();
  });
});
