import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './search-messages.en-GB.json';
import EN_IN from './search-messages.en-IN.json';

type Key = keyof typeof EN_GB;

export const searchCatalogues: Catalogues<Key> = defineCatalogues(
  { 'en-GB': EN_GB, 'en-IN': EN_IN },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './search-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './search-messages.hi-IN.json'),
  },
);

export const useSearchT = createTranslationHook(searchCatalogues);
