import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './below-fold-messages.en-GB.json';
import EN_IN from './below-fold-messages.en-IN.json';

type Key = 'special.title' | 'special.one' | 'special.many' | 'areas.title' | 'areas.city' | 'areas.area';

/**
 * Texts of home's newer below-the-fold sections, apart from home's own catalogue so that home's first load does not
 * carry them (they arrive with the below-the-fold chunk).
 */
export const belowFoldCatalogues: Catalogues<Key> = defineCatalogues(
  { 'en-GB': EN_GB, 'en-IN': EN_IN },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './below-fold-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './below-fold-messages.hi-IN.json'),
  },
);

export const useBelowFoldT = createTranslationHook(belowFoldCatalogues);
