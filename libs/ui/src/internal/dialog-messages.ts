import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './dialog-messages.en-GB.json';

/** Dialog's default texts (an app's prop always wins); en-GB is the source. */
export const DIALOG_MESSAGES = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './dialog-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './dialog-messages.hi-IN.json'),
  },
) satisfies Catalogues<keyof typeof EN_GB>;

export const useDialogT = createTranslationHook<keyof typeof EN_GB>(DIALOG_MESSAGES);
