export { LOCALES, DEFAULT_LOCALE, pickLocale, currentLocale, type Locale } from './locale';
export {
  createTranslate,
  type Catalogues,
  type MessageValues,
  type Translate,
  type TranslationLog,
} from './create-translate';
export { createTranslationHook } from './use-translate';
