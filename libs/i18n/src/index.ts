export {
  LOCALES,
  DEFAULT_LOCALE,
  SOURCE_LOCALE,
  pickLocale,
  currentLocale,
  localeFromAcceptLanguage,
  renderInLocale,
  type Locale,
} from './locale';
export {
  createTranslate,
  type Catalogues,
  type Message,
  type MessageValues,
  type PluralMessage,
  type Translate,
  type TranslationLog,
} from './create-translate';
export { createTranslationHook, useLocale } from './use-translate';
