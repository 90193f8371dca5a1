import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './cities-messages.en-GB.json';
import EN_IN from './cities-messages.en-IN.json';

type Key = keyof typeof EN_GB;

export const citiesCatalogues: Catalogues<Key> = defineCatalogues(
  { 'en-GB': EN_GB, 'en-IN': EN_IN },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './cities-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './cities-messages.hi-IN.json'),
  },
);

export const useCitiesT = createTranslationHook(citiesCatalogues);
