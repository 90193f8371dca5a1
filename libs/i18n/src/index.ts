export {
  LOCALES,
  DEFAULT_LOCALE,
  SOURCE_LOCALE,
  pickLocale,
  currentLocale,
  localeFromAcceptLanguage,
  renderInLocale,
  setServerLocaleSource,
  SHARED_LOCALE_GLOBALS,
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
export {
  defineCatalogues,
  loadCatalogues,
  loadDefinedCatalogues,
  cataloguesSettled,
  ALL_LOCALES,
  type LazyCatalogues,
} from './load-catalogues';
export {
  LOCALE_COOKIE,
  LOCALE_QUERY,
  exactLocale,
  localeFromCookie,
  choosePageLocale,
  localeCookie,
  browserPreferredLocale,
} from './locale-choice';
