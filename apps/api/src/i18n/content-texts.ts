import { formatClockTime, formatInr, formatNumber } from '@nivaas/domain';
import type { Locale } from '@nivaas/i18n';

/** The locales whose texts are stored in content_texts; English (en-IN, en-GB) is written in code and seed data. */
export const TRANSLATED_LOCALES = ['fr-FR', 'hi-IN'] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/**
 * A value put in a text's `{placeholder}`: written in the text's locale by Intl (the domain's formatters), never
 * by hand. A string is put as it is (names, codes).
 */
export type TextValue =
  string | number | { readonly inr: number } | { readonly percent: number } | { readonly clock: string };
export type TextValues = Readonly<Record<string, TextValue>>;

/**
 * The one way the API translates: the text of `key` in `locale`, else `english` (a key missing in a locale, or an
 * English locale), with `values` put in its placeholders.
 */
export type TextOf = (locale: Locale, key: string, english: string, values?: TextValues) => string;

const percentFormats = new Map<string, Intl.NumberFormat>();

function written(value: TextValue, locale: Locale): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return formatNumber(value, locale, Number.isInteger(value) ? 0 : 1);
  if ('inr' in value) return formatInr(value.inr, locale);
  if ('clock' in value) return formatClockTime(value.clock, locale);
  let format = percentFormats.get(locale);
  if (!format) percentFormats.set(locale, (format = new Intl.NumberFormat(locale, { style: 'percent' })));
  return format.format(value.percent / 100);
}

/** A text's placeholders, in order of first use: the same set in every locale (content-texts.spec.ts). */
export const placeholdersOf = (text: string): string[] => [
  ...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '')),
];

/** Puts the values in a text's placeholders; a placeholder without a value is left as written. */
export function fillText(text: string, locale: Locale, values: TextValues = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : written(value, locale);
  });
}

/** The texts of each translated locale by key, as content_texts holds them. */
export type TranslatedTexts = ReadonlyMap<string, ReadonlyMap<string, string>>;

export function groupTexts(rows: readonly { locale: string; key: string; text: string }[]): TranslatedTexts {
  const byLocale = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const texts = byLocale.get(row.locale) ?? new Map<string, string>();
    texts.set(row.key, row.text);
    byLocale.set(row.locale, texts);
  }
  return byLocale;
}

export function createTextOf(translated: TranslatedTexts): TextOf {
  return (locale, key, english, values) => fillText(translated.get(locale)?.get(key) ?? english, locale, values);
}

/** English only: what code that runs without a catalogue (the seed) writes. */
export const englishText: TextOf = (locale, _key, english, values) => fillText(english, locale, values);

/** Whether a locale reads the English of code and seed data (en-IN, en-GB). */
export const readsEnglish = (locale: Locale): boolean => !(TRANSLATED_LOCALES as readonly string[]).includes(locale);
