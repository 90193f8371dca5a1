import { type Locale, SOURCE_LOCALE } from './locale';

/**
 * A text whose words depend on a number (`count`): one form per plural category of the locale's own rules
 * (Intl.PluralRules: English has one/other, French one/many/other, Hindi one/other...), with `other`
 * always given. `=0`, `=1`... name exact counts, and win over the categories ("No hotels match").
 */
export type PluralMessage = { readonly other: string } & {
  readonly [form in Exclude<Intl.LDMLPluralRule, 'other'> | `=${number}`]?: string;
};

export type Message = string | PluralMessage;
export type MessageValues = Readonly<Record<string, string | number>>;
export type Translate<K extends string = string> = (key: K, values?: MessageValues) => string;

/**
 * A feature's texts: en-GB complete (the source); any other locale translates what it can, and a text it
 * lacks falls back to en-GB. Adding a locale (Hindi is next) is a catalogue entry, not code.
 */
export type Catalogues<K extends string> = { readonly [SOURCE_LOCALE]: Readonly<Record<K, Message>> } & {
  readonly [L in Exclude<Locale, typeof SOURCE_LOCALE>]?: Readonly<Partial<Record<K, Message>>>;
};

export type TranslationLog = (message: string, detail: unknown) => void;

const own = (catalogue: Readonly<Record<string, Message>>, key: string): Message | undefined =>
  Object.prototype.hasOwnProperty.call(catalogue, key) ? catalogue[key] : undefined;

const pluralRules = new Map<string, Intl.PluralRules>();
const countFormats = new Map<string, Intl.NumberFormat>();

function formatCount(count: number, locale: Locale): string {
  if (!Number.isFinite(count)) return String(count);
  let format = countFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    countFormats.set(locale, format);
  }
  return format.format(count);
}

function pluralForm(message: PluralMessage, locale: Locale, count: unknown): string {
  if (typeof count !== 'number' || !Number.isFinite(count)) return message.other;
  const exact = message[`=${count}`];
  if (exact !== undefined) return exact;
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return message[rules.select(count) as Exclude<Intl.LDMLPluralRule, 'other'>] ?? message.other;
}

/**
 * Looks a text up in the locale, then en-GB. A failed lookup logs 'Translation failed'
 * (docs/rules.md section 8) and shows the default text, never nothing. A plural text picks its form
 * from the `count` value by the locale's plural rules.
 */
export function createTranslate<K extends string>(
  catalogues: Catalogues<K>,
  locale: Locale,
  log: TranslationLog = console.warn,
): Translate<K> {
  // Read as plain records: the keys are K at every call site.
  const byLocale = catalogues as unknown as Readonly<Record<string, Readonly<Record<string, Message>> | undefined>>;
  const source = byLocale[SOURCE_LOCALE] ?? {};
  return (key, values) => {
    // Read at each lookup: a locale fetched later (defineCatalogues) is used as soon as it is there.
    const message = own(byLocale[locale] ?? {}, key) ?? own(source, key);
    if (message === undefined) {
      log('Translation failed', { key, locale });
      return String(key);
    }
    const template = typeof message === 'string' ? message : pluralForm(message, locale, values?.['count']);
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
      if (!values || !Object.prototype.hasOwnProperty.call(values, name)) return whole;
      const value = values[name];
      // A number is a quantity: grouped as the locale writes it (1,699 points; 1,00,000 in en-IN; 1 000 in French).
      // What is not a quantity (a year, a code, a phone number) is passed as a string.
      return typeof value === 'number' ? formatCount(value, locale) : String(value);
    });
  };
}
