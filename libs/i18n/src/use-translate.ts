import { useMemo } from 'react';
import { createTranslate, type Catalogues, type Translate } from './create-translate';
import { currentLocale, type Locale } from './locale';

/**
 * The page's locale, for formatting money, numbers and dates (@nivaas/domain's formatters take it).
 * Read at render: the shell sets `<html lang>` before the first render, and a server renders the default.
 */
export function useLocale(): Locale {
  return currentLocale();
}

/**
 * A hook over one feature's catalogues, in the page's locale. Each remote and feature keeps
 * its own texts (its team owns them); the locale is the one the shell chose.
 */
export function createTranslationHook<K extends string>(catalogues: Catalogues<K>): () => Translate<K> {
  return function useFeatureTranslate() {
    const locale = useLocale();
    return useMemo(() => createTranslate(catalogues, locale), [locale]);
  };
}
