import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './toast-messages.en-GB.json';

/** Toast's default texts (an app's prop always wins); en-GB is the source. */
export const TOAST_MESSAGES = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './toast-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './toast-messages.hi-IN.json'),
  },
) satisfies Catalogues<keyof typeof EN_GB>;

export const useToastT = createTranslationHook<keyof typeof EN_GB>(TOAST_MESSAGES);
