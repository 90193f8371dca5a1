import type { IsoDate } from '../../time/kolkata-dayjs';
import { DEFAULT_STAY_TIMES, type StayTimes } from './stay-times';

export interface BookingCalendarInput {
  /** The booking id: the event's UID, so adding it twice updates one event. */
  readonly orderId: string;
  readonly hotelName: string;
  /** The hotel's address, one line. */
  readonly address: string;
  readonly checkin: IsoDate;
  readonly checkout: IsoDate;
  /** Asia/Kolkata times of day (`HH:MM`); the chain's 12:00 and 11:00 by default. */
  readonly times?: StayTimes;
  /** What the event says (booking id, room, guests...), already in the guest's language. */
  readonly description: string;
  /** A link to the booking, when the guest chose to keep one. */
  readonly url?: string;
  /** When the file is made (DTSTAMP). */
  readonly stamp: Date;
}

/** RFC 5545 3.3.11: backslash, semicolon and comma escaped, line breaks as \n. */
function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 3.1: lines longer than 75 octets are folded (CRLF and a space), never inside a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const localDateTime = (day: IsoDate, time: string) => `${day.replace(/-/g, '')}T${time.replace(':', '')}00`;

const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const isTime = (time: string | undefined): time is string =>
  typeof time === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(time);

/**
 * A calendar file (iCalendar, .ics) for a booking: one event from check-in on the first day to check-out on
 * the last, at the hotel's times in Asia/Kolkata (a VTIMEZONE is included; India keeps +05:30 all year).
 * Texts are escaped, long lines folded, lines end in CRLF, as calendar apps require.
 */
export function bookingCalendarEvent(input: BookingCalendarInput): string {
  const checkinTime = isTime(input.times?.checkin) ? input.times.checkin : DEFAULT_STAY_TIMES.checkin;
  const checkoutTime = isTime(input.times?.checkout) ? input.times.checkout : DEFAULT_STAY_TIMES.checkout;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Nivaas//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    'TZID:Asia/Kolkata',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0530',
    'TZOFFSETTO:+0530',
    'TZNAME:IST',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${escapeText(input.orderId)}@nivaas.booking`,
    `DTSTAMP:${utcStamp(input.stamp)}`,
    `DTSTART;TZID=Asia/Kolkata:${localDateTime(input.checkin, checkinTime)}`,
    `DTEND;TZID=Asia/Kolkata:${localDateTime(input.checkout, checkoutTime)}`,
    `SUMMARY:${escapeText(input.hotelName)}`,
    `LOCATION:${escapeText(input.address)}`,
    `DESCRIPTION:${escapeText(input.description)}`,
    ...(input.url ? [`URL:${input.url.replace(/[\r\n]/g, '')}`] : []),
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
