import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './loading-state-messages.en-GB.json';

/** LoadingState's default texts (an app's prop always wins); en-GB is the source. */
export const LOADING_STATE_MESSAGES = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './loading-state-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './loading-state-messages.hi-IN.json'),
  },
) satisfies Catalogues<keyof typeof EN_GB>;

export const useLoadingStateT = createTranslationHook<keyof typeof EN_GB>(LOADING_STATE_MESSAGES);
