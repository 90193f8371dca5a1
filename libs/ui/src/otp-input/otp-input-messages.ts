import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './otp-input-messages.en-GB.json';
import FR_FR from './otp-input-messages.fr-FR.json';

/** OtpInput's default texts (an app's prop always wins); en-GB is the source. */
export const OTP_INPUT_MESSAGES = { 'en-GB': EN_GB, 'fr-FR': FR_FR } satisfies Catalogues<keyof typeof EN_GB>;

export const useOtpInputT = createTranslationHook<keyof typeof EN_GB>(OTP_INPUT_MESSAGES);
