import { useMemo } from 'react';
import { createTranslate, type Catalogues, type Translate } from './create-translate';
import { currentLocale } from './locale';

/**
 * A hook over one feature's catalogues, in the page's locale. Each remote and feature keeps
 * its own texts (its team owns them); the locale is the one the shell chose.
 */
export function createTranslationHook<K extends string>(catalogues: Catalogues<K>): () => Translate<K> {
  return function useFeatureTranslate() {
    const locale = currentLocale();
    return useMemo(() => createTranslate(catalogues, locale), [locale]);
  };
}
