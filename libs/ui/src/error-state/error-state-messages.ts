import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './error-state-messages.en-GB.json';

/** ErrorState's default texts (an app's prop always wins); en-GB is the source. */
export const ERROR_STATE_MESSAGES = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './error-state-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './error-state-messages.hi-IN.json'),
  },
) satisfies Catalogues<keyof typeof EN_GB>;

export const useErrorStateT = createTranslationHook<keyof typeof EN_GB>(ERROR_STATE_MESSAGES);
