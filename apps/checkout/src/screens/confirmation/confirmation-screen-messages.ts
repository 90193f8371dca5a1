import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './confirmation-screen-messages.en-GB.json';

/** The confirmation screen's own texts (its sections carry theirs). en-GB is the source; fr-FR translates it. */
export type ConfirmationScreenMessageKey = keyof typeof EN_GB;

export const CONFIRMATION_SCREEN_MESSAGES: Catalogues<ConfirmationScreenMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './confirmation-screen-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './confirmation-screen-messages.hi-IN.json'),
  },
);

export type ConfirmationScreenT = Translate<ConfirmationScreenMessageKey>;

export const useConfirmationScreenT = createTranslationHook(CONFIRMATION_SCREEN_MESSAGES);
