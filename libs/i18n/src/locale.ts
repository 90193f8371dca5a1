/** The site's locales (SPEC.md section 1). en-GB is the source text of every catalogue. */
export const LOCALES = ['en-GB', 'fr-FR', 'en-IN'] as const;
export type Locale = (typeof LOCALES)[number];

/** The locale every catalogue is written in first, and the fallback of every lookup. */
export const SOURCE_LOCALE = 'en-GB' satisfies Locale;

/** The market's default when the visitor's preferences name none of ours. */
export const DEFAULT_LOCALE: Locale = 'en-IN';

/**
 * Picks the first supported locale from the visitor's preferences: an exact tag, else the first of ours
 * in the same language (any fr-* is fr-FR); en-IN for this market otherwise.
 */
export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const lower = String(tag).toLowerCase();
    const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
    if (exact) return exact;
    const language = lower.split('-')[0];
    if (language !== 'en') {
      const sameLanguage = LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language);
      if (sameLanguage) return sameLanguage;
    }
  }
  return DEFAULT_LOCALE;
}

/**
 * The locale of the page the code runs in. The shell writes it to `<html lang>` once at start,
 * so every remote reads the same answer; on a server (no document) it is the default.
 */
export function currentLocale(): Locale {
  const doc = (globalThis as { document?: { documentElement?: { lang?: string } } }).document;
  const lang = doc?.documentElement?.lang;
  return lang ? pickLocale([lang]) : DEFAULT_LOCALE;
}
