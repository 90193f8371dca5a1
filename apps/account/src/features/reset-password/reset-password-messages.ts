import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './reset-password-messages.en-GB.json';
import FR_FR from './reset-password-messages.fr-FR.json';

/** The reset-password screen's texts. en-GB is the source; fr-FR translates it. */
export type ResetPasswordMessageKey = keyof typeof EN_GB;

export const RESET_PASSWORD_MESSAGES: Catalogues<ResetPasswordMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR };

export type ResetPasswordT = Translate<ResetPasswordMessageKey>;

export const useResetPasswordT = createTranslationHook(RESET_PASSWORD_MESSAGES);
