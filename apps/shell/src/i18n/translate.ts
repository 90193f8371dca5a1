import { CATALOGUES, EN_GB, type Locale, type MessageKey } from './messages';

export type Translate = (key: MessageKey, values?: Readonly<Record<string, string | number>>) => string;

/** Picks the first supported locale from the visitor's preferences; en-IN for this market otherwise. */
export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const exact = Object.keys(CATALOGUES).find((locale) => locale.toLowerCase() === tag.toLowerCase());
    if (exact) return exact as Locale;
    if (tag.toLowerCase().startsWith('fr')) return 'fr-FR';
  }
  return 'en-IN';
}

/**
 * Looks a text up in the locale, then en-GB. A failed lookup logs 'Translation failed'
 * (SPEC.md section 8) and shows the default text, never the key alone or nothing.
 */
export function createTranslate(locale: Locale, log: (message: string, detail: unknown) => void = console.warn): Translate {
  const catalogue = CATALOGUES[locale];
  return (key, values) => {
    const template = catalogue[key] ?? EN_GB[key];
    if (template === undefined) {
      log('Translation failed', { key, locale });
      return String(key);
    }
    return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
      values && name in values ? String(values[name]) : whole,
    );
  };
}
