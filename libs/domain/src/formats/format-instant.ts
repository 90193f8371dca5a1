import { FORMAT_DEFAULT_LOCALE } from './format-day';
import { TIME_ZONE } from '../time/kolkata-dayjs';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    const english = locale.toLowerCase().startsWith('en');
    format = new Intl.DateTimeFormat(locale, {
      timeZone: TIME_ZONE,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: english ? 'numeric' : '2-digit',
      minute: '2-digit',
      hourCycle: english ? 'h12' : 'h23',
    });
    formats.set(locale, format);
  }
  return format;
}

/**
 * An instant as the guest reads it in India, whatever the device's zone: the view date and the wall-clock
 * time in Asia/Kolkata ("Tue, 3 Dec, 12:00 PM" in English, "mar. 3 déc., 12:00" in French), for a deadline or
 * the opening of a window. An instant that does not parse gives '' (the caller leaves the line out).
 */
export function formatKolkataDateTime(instant: string | Date, locale: string = FORMAT_DEFAULT_LOCALE): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const format = formatter(locale);
  if (!locale.toLowerCase().startsWith('en')) return format.format(date);
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A wall-clock time of day ("14:00", a hotel's check-in) as the same screen's instants are written
 * (formatKolkataDateTime): "2:00 PM" in English, "14:00" in French. A time that does not read as HH:MM is
 * returned as given.
 */
export function formatClockTime(time: string, locale: string = FORMAT_DEFAULT_LOCALE): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59) return time;
  const english = locale.toLowerCase().startsWith('en');
  let format = clockFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      hour: english ? 'numeric' : '2-digit',
      minute: '2-digit',
      hourCycle: english ? 'h12' : 'h23',
    });
    clockFormats.set(locale, format);
  }
  const date = new Date(Date.UTC(2000, 0, 1, hours, minutes));
  if (!english) return format.format(date);
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}
