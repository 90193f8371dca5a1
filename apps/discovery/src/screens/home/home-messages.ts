import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './home-messages.en-GB.json';
import EN_IN from './home-messages.en-IN.json';

type Key = keyof typeof EN_GB;

/** The home screen's texts (docs/conventions.md 12). Content texts come from the API; these frame them. */
export const homeCatalogues: Catalogues<Key> = defineCatalogues(
  { 'en-GB': EN_GB, 'en-IN': EN_IN },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './home-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './home-messages.hi-IN.json'),
  },
);

export const useHomeT = createTranslationHook(homeCatalogues);
