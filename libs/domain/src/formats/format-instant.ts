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
