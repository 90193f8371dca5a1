import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './submit-status-messages.en-GB.json';

/** SubmitStatus's default texts (an app's prop always wins); en-GB is the source. */
export const SUBMIT_STATUS_MESSAGES = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './submit-status-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './submit-status-messages.hi-IN.json'),
  },
) satisfies Catalogues<keyof typeof EN_GB>;

export const useSubmitStatusT = createTranslationHook<keyof typeof EN_GB>(SUBMIT_STATUS_MESSAGES);
