import frFR from './translations/fr-FR.json';
import hiIN from './translations/hi-IN.json';
import type { TranslatedLocale } from '../i18n/content-texts';

/**
 * The stored translations by locale and key. English is written in code and seed data (i18n/english-texts.ts);
 * translations/en-IN.json is a copy of it, the source file a translator works from and the e2e language check reads
 * (content-texts.spec.ts keeps it equal to the code).
 */
export const TRANSLATIONS: Readonly<Record<TranslatedLocale, Readonly<Record<string, string>>>> = {
  'fr-FR': frFR,
  'hi-IN': hiIN,
};

export const translationRows = () =>
  Object.entries(TRANSLATIONS).flatMap(([locale, texts]) =>
    Object.entries(texts).map(([key, text]) => ({ locale, key, text })),
  );
