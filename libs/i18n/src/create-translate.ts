import type { Locale } from './locale';

export type MessageValues = Readonly<Record<string, string | number>>;
export type Translate<K extends string = string> = (key: K, values?: MessageValues) => string;

/** A feature's texts: en-GB complete (the source), the other locales translate what they can. */
export interface Catalogues<K extends string> {
  readonly 'en-GB': Readonly<Record<K, string>>;
  readonly 'fr-FR': Readonly<Partial<Record<K, string>>>;
  readonly 'en-IN': Readonly<Partial<Record<K, string>>>;
}

export type TranslationLog = (message: string, detail: unknown) => void;

/**
 * Looks a text up in the locale, then en-GB. A failed lookup logs 'Translation failed'
 * (SPEC.md section 8) and shows the default text, never nothing.
 */
export function createTranslate<K extends string>(
  catalogues: Catalogues<K>,
  locale: Locale,
  log: TranslationLog = console.warn,
): Translate<K> {
  const catalogue = catalogues[locale] as Readonly<Partial<Record<K, string>>>;
  const source = catalogues['en-GB'];
  return (key, values) => {
    const template = catalogue[key] ?? source[key];
    if (typeof template !== 'string') {
      log('Translation failed', { key, locale });
      return String(key);
    }
    return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
      values && Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
    );
  };
}
