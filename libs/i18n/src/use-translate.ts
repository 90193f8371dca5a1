import { use, useMemo } from 'react';
import { createTranslate, type Catalogues, type Translate } from './create-translate';
import { catalogueLoad } from './load-catalogues';
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
 * its own texts (its team owns them); the locale is the one the shell chose. A locale whose file has not arrived yet
 * (a part of the page whose code came after the screen's) suspends the component until it has, so a text is never
 * drawn in English first and then swapped.
 */
export function createTranslationHook<K extends string>(catalogues: Catalogues<K>): () => Translate<K> {
  return function useFeatureTranslate() {
    const locale = useLocale();
    // Always the same load for a lazily loaded locale, done or not: React replays a suspended component by calling
    // `use` again with it, so whether `use` is called must not change between the two renders.
    const load = catalogueLoad(catalogues, locale);
    if (load) use(load as Promise<void>);
    return useMemo(() => createTranslate(catalogues, locale), [locale]);
  };
}
