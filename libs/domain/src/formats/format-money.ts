import { FORMAT_DEFAULT_LOCALE } from './format-day';

const money = new Map<string, Intl.NumberFormat>();
const numbers = new Map<string, Intl.NumberFormat>();

/** Never "-₹0": a rounded amount of zero is zero, whatever its sign. */
const positiveZero = (value: number) => (Object.is(value, -0) ? 0 : value);

/**
 * The one INR formatter (docs/conventions.md 12): whole rupees in the visitor's locale, so en-IN groups in lakhs
 * (₹1,23,456), en-GB in thousands (₹123,456) and fr-FR writes 123 456 ₹. Amounts are rounded to the rupee
 * as the site shows them (docs/rules.md section 3).
 */
export function formatInr(amount: number, locale: string = FORMAT_DEFAULT_LOCALE): string {
  let format = money.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    money.set(locale, format);
  }
  return format.format(positiveZero(Math.round(amount)));
}

/** A count or a rating in the visitor's locale: 1,234 / 1 234; at most `fractionDigits` decimals (0 by default). */
export function formatNumber(value: number, locale: string = FORMAT_DEFAULT_LOCALE, fractionDigits = 0): string {
  const key = `${locale}|${fractionDigits}`;
  let format = numbers.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    numbers.set(key, format);
  }
  return format.format(positiveZero(value));
}

/** A guest rating as the site shows it, one decimal in the visitor's locale: 4.3 in English, 4,3 in French. */
export function formatRating(rating: number, locale: string = FORMAT_DEFAULT_LOCALE): string {
  return formatNumber(Math.round(rating * 10) / 10, locale, 1);
}
