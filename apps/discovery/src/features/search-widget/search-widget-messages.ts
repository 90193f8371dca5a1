import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './search-widget-messages.en-GB.json';
import EN_IN from './search-widget-messages.en-IN.json';

type Key = keyof typeof EN_GB;

/** The search widget's texts (docs/conventions.md 12). en-GB is the source; fr-FR and en-IN translate or adapt. */
export const searchWidgetCatalogues: Catalogues<Key> = defineCatalogues(
  { 'en-GB': EN_GB, 'en-IN': EN_IN },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './search-widget-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './search-widget-messages.hi-IN.json'),
  },
);

export const useSearchWidgetT = createTranslationHook(searchWidgetCatalogues);
