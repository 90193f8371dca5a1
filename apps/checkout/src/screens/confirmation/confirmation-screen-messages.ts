import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './confirmation-screen-messages.en-GB.json';
import FR_FR from './confirmation-screen-messages.fr-FR.json';

/** The confirmation screen's own texts (its sections carry theirs). en-GB is the source; fr-FR translates it. */
export type ConfirmationScreenMessageKey = keyof typeof EN_GB;

export const CONFIRMATION_SCREEN_MESSAGES: Catalogues<ConfirmationScreenMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': FR_FR,
};

export type ConfirmationScreenT = Translate<ConfirmationScreenMessageKey>;

export const useConfirmationScreenT = createTranslationHook(CONFIRMATION_SCREEN_MESSAGES);
