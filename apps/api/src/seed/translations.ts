import frFR from './translations/fr-FR.json';
import hiIN from './translations/hi-IN.json';
import type { TranslatedLocale } from '../i18n/content-texts';

/** The stored translations by locale and key: English is not here (it is written in code and seed data). */
export const TRANSLATIONS: Readonly<Record<TranslatedLocale, Readonly<Record<string, string>>>> = {
  'fr-FR': frFR,
  'hi-IN': hiIN,
};

export const translationRows = () =>
  Object.entries(TRANSLATIONS).flatMap(([locale, texts]) =>
    Object.entries(texts).map(([key, text]) => ({ locale, key, text })),
  );
