import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './confirmation-messages.en-GB.json';
import FR_FR from './confirmation-messages.fr-FR.json';

/**
 * The confirmation's sections (booking, hotel, stay, price, guest, links) and its offline copy's own labels.
 * en-GB is the source; fr-FR translates it.
 */
export type ConfirmationMessageKey = keyof typeof EN_GB;

export const CONFIRMATION_MESSAGES: Catalogues<ConfirmationMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR };

export type ConfirmationT = Translate<ConfirmationMessageKey>;

export const useConfirmationT = createTranslationHook(CONFIRMATION_MESSAGES);
