import {
  cancellationRefund,
  freeCancellationDeadline,
  isWithinWindow,
  kolkataInstant,
  webCheckinWindow,
} from './booking-windows';

describe('booking windows in Asia/Kolkata', () => {
  it('reads a Kolkata wall-clock time as UTC+05:30', () => {
    expect(kolkataInstant('2026-12-10', '12:00').toISOString()).toBe('2026-12-10T06:30:00.000Z');
    expect(kolkataInstant('2026-12-10').toISOString()).toBe('2026-12-09T18:30:00.000Z');
  });

  it('web check-in opens 48 h before the 12:00 check-in and closes at the end of the check-in day', () => {
    const w = webCheckinWindow('2026-12-10');
    expect(w.opensAt.toISOString()).toBe('2026-12-08T06:30:00.000Z');
    expect(w.closesAt.toISOString()).toBe('2026-12-10T18:30:00.000Z');
    expect(isWithinWindow(w, new Date('2026-12-08T06:29:59Z'))).toBe(false);
    expect(isWithinWindow(w, new Date('2026-12-08T06:30:00Z'))).toBe(true);
    expect(isWithinWindow(w, new Date('2026-12-10T18:29:59Z'))).toBe(true);
    expect(isWithinWindow(w, new Date('2026-12-10T18:30:00Z'))).toBe(false);
    expect(webCheckinWindow('2026-12-10', '14:00').opensAt.toISOString()).toBe('2026-12-08T08:30:00.000Z');
  });

  it('free cancellation ends 24 h before check-in; then one night is kept; a non-refundable plan refunds nothing', () => {
    const deadline = freeCancellationDeadline('2026-12-10');
    expect(deadline.toISOString()).toBe('2026-12-09T06:30:00.000Z');
    const at = (iso: string, refundable = true) =>
      cancellationRefund({ refundable, paid: 5000, oneNight: 2000, deadline, now: new Date(iso) });
    expect(at('2026-12-09T06:30:00Z')).toEqual({ refund: 5000, charge: 0, free: true });
    expect(at('2026-12-09T06:30:01Z')).toEqual({ refund: 3000, charge: 2000, free: false });
    expect(at('2026-12-01T00:00:00Z', false)).toEqual({ refund: 0, charge: 5000, free: false });
    expect(
      cancellationRefund({
        refundable: true,
        paid: 0,
        oneNight: 2000,
        deadline,
        now: new Date('2026-12-10T00:00:00Z'),
      }),
    ).toEqual({
      refund: 0,
      charge: 0,
      free: false,
    });
  });
});
