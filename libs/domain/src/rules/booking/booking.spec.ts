import { parseCheckoutQuery } from '../checkout/checkout-query';
import { bookingCalendarEvent } from './booking-calendar-event';
import { nextPaymentPollDelay, PAYMENT_POLL_INTERVAL_MS } from './payment-poll-schedule';
import { paymentReturnQuery } from './payment-return-query';
import { DEFAULT_STAY_TIMES, stayTimesFromPolicies } from './stay-times';

const policy = (description: string, short_description = '', policy_type = 'checkin') => ({
  policy_type,
  description,
  short_description,
});

describe('stayTimesFromPolicies: check-in 12:00 and check-out 11:00 unless the hotel policies say otherwise', () => {
  it('given no policies, then the chain’s times', () => {
    expect(stayTimesFromPolicies([])).toEqual({ checkin: '12:00', checkout: '11:00' });
    expect(stayTimesFromPolicies(undefined)).toEqual(DEFAULT_STAY_TIMES);
  });
  it('reads 24-hour and 12-hour times from the check-in policy', () => {
    expect(stayTimesFromPolicies([policy('Check-in from 14:00, check-out by 12:00.')])).toEqual({
      checkin: '14:00',
      checkout: '12:00',
    });
    expect(stayTimesFromPolicies([policy('', 'Check-in 1 PM, check-out 11 AM')])).toEqual({
      checkin: '13:00',
      checkout: '11:00',
    });
    expect(stayTimesFromPolicies([policy('Check-in from 12 noon, checkout till 10.30 am')])).toEqual({
      checkin: '12:00',
      checkout: '10:30',
    });
  });
  it('ignores other policies and unreadable times', () => {
    expect(stayTimesFromPolicies([policy('Check-in from 14:00', '', 'early_checkin')])).toEqual(DEFAULT_STAY_TIMES);
    expect(stayTimesFromPolicies([policy('Check-in from 25:00, check-out by 13 pm')])).toEqual(DEFAULT_STAY_TIMES);
  });
});

describe('bookingCalendarEvent: the .ics of a booking in Asia/Kolkata', () => {
  const input = {
    orderId: 'NIV123456',
    hotelName: 'Nivaas Suites, Marathahalli',
    address: '12 Outer Ring Road; Marathahalli, Bengaluru 560037',
    checkin: '2026-12-03',
    checkout: '2026-12-05',
    description: 'Booking NIV123456\nOak room, 2 adults',
    stamp: new Date('2026-11-24T01:02:03.456Z'),
  };

  it('spans check-in at 12:00 to check-out at 11:00 local time, with the time zone', () => {
    const ics = bookingCalendarEvent(input);
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART;TZID=Asia/Kolkata:20261203T120000');
    expect(lines).toContain('DTEND;TZID=Asia/Kolkata:20261205T110000');
    expect(lines).toContain('TZOFFSETTO:+0530');
    expect(lines).toContain('DTSTAMP:20261124T010203Z');
    expect(lines).toContain('UID:NIV123456@nivaas.booking');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('uses the hotel’s own times when given', () => {
    const ics = bookingCalendarEvent({ ...input, times: { checkin: '14:00', checkout: '12:00' } });
    expect(ics).toContain('DTSTART;TZID=Asia/Kolkata:20261203T140000');
    expect(ics).toContain('DTEND;TZID=Asia/Kolkata:20261205T120000');
  });

  it('escapes texts and folds long lines at 75 octets', () => {
    const ics = bookingCalendarEvent({ ...input, description: 'é'.repeat(100) });
    expect(ics).toContain('SUMMARY:Nivaas Suites\\, Marathahalli');
    expect(ics).toContain('LOCATION:12 Outer Ring Road\\; Marathahalli\\, Bengaluru 560037');
    expect(bookingCalendarEvent(input)).toContain('DESCRIPTION:Booking NIV123456\\nOak room\\, 2 adults');
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:${'é'.repeat(100)}`);
  });

  it('a link cannot break out of its line', () => {
    const ics = bookingCalendarEvent({ ...input, url: 'https://x.test/a\r\nATTENDEE:evil' });
    expect(ics).not.toMatch(/\r\nATTENDEE/);
  });
});

describe('nextPaymentPollDelay: the attempt counter per poll, at most 10', () => {
  it('polls at once, then every 2 s, and stops after 10 attempts', () => {
    expect(nextPaymentPollDelay(0)).toBe(0);
    expect(nextPaymentPollDelay(1)).toBe(PAYMENT_POLL_INTERVAL_MS);
    expect(nextPaymentPollDelay(9)).toBe(2000);
    expect(nextPaymentPollDelay(10)).toBeNull();
    expect(nextPaymentPollDelay(11)).toBeNull();
  });
  it('reads a junk counter as no attempt yet', () => {
    expect(nextPaymentPollDelay(Number.NaN)).toBe(0);
    expect(nextPaymentPollDelay(-3)).toBe(0);
  });
});

describe('paymentReturnQuery: back to the itinerary after a failed payment', () => {
  const itinerary = {
    bid: 'bid_abcdefgh12',
    hotel_id: 1042,
    checkin: '2026-12-03',
    checkout: '2026-12-05',
    roomconfig: '2-0,1-1',
    roomtype: 'oak',
    rateplan: 'EP',
    payment_mode: 'part_pay',
    method: 'upi',
  };

  it('writes the checkout query with DD-MM-YYYY dates and the failure, mode and method', () => {
    const query = new URLSearchParams(paymentReturnQuery(itinerary, 'cancelled') ?? '');
    expect(Object.fromEntries(query)).toEqual({
      checkin: '03-12-2026',
      checkout: '05-12-2026',
      roomconfig: '2-0,1-1',
      step: '3',
      bid: 'bid_abcdefgh12',
      hotel_id: '1042',
      roomtype: 'oak',
      rateplan: 'EP',
      payment_failed: 'cancelled',
      mode: 'part_pay',
      method: 'upi',
    });
  });

  it('is read back by the itinerary’s query parser with the same choice', () => {
    const parsed = parseCheckoutQuery(paymentReturnQuery(itinerary, 'declined') ?? '', '2026-11-24');
    expect(parsed).toMatchObject({
      bid: 'bid_abcdefgh12',
      hotelId: 1042,
      roomType: 'oak',
      ratePlan: 'EP',
      search: { stay: { checkin: '2026-12-03', checkout: '2026-12-05' } },
    });
  });

  it('drops an unknown mode or method and reads an unknown reason as failed (never a cause the API did not give)', () => {
    const query = new URLSearchParams(
      paymentReturnQuery({ ...itinerary, payment_mode: 'bitcoin', method: '<script>' }, 'weird') ?? '',
    );
    expect(query.get('payment_failed')).toBe('failed');
    // A booking cancelled before it was paid: payment_status failed with no failure_reason.
    expect(new URLSearchParams(paymentReturnQuery(itinerary, null) ?? '').get('payment_failed')).toBe('failed');
    expect(query.has('mode')).toBe(false);
    expect(query.has('method')).toBe(false);
  });

  it('names no itinerary from a broken answer', () => {
    expect(paymentReturnQuery({ ...itinerary, bid: 'x' }, 'declined')).toBeNull();
    expect(paymentReturnQuery({ ...itinerary, hotel_id: 0 }, 'declined')).toBeNull();
    expect(paymentReturnQuery({ ...itinerary, checkin: 'soon' }, 'declined')).toBeNull();
    expect(paymentReturnQuery({ ...itinerary, checkout: '2026-12-01' }, 'declined')).toBeNull();
  });
});
