import {
  createTranslate as createFeatureTranslate,
  pickLocale,
  type Locale,
  type Translate as FeatureTranslate,
  type TranslationLog,
} from '@nivaas/i18n';
import { CATALOGUES, type MessageKey } from './messages';

export type Translate = FeatureTranslate<MessageKey>;
export { pickLocale };

/** The shell's own texts in a locale; the lookup and its 'Translation failed' fallback live in @nivaas/i18n. */
export function createTranslate(locale: Locale, log?: TranslationLog): Translate {
  return createFeatureTranslate(CATALOGUES, locale, log);
}
