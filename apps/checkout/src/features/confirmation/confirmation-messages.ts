import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './confirmation-messages.en-GB.json';

/**
 * The confirmation's sections (booking, hotel, stay, price, guest, links) and its offline copy's own labels.
 * en-GB is the source; fr-FR translates it.
 */
export type ConfirmationMessageKey = keyof typeof EN_GB;

export const CONFIRMATION_MESSAGES: Catalogues<ConfirmationMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './confirmation-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './confirmation-messages.hi-IN.json'),
  },
);

export type ConfirmationT = Translate<ConfirmationMessageKey>;

export const useConfirmationT = createTranslationHook(CONFIRMATION_MESSAGES);
