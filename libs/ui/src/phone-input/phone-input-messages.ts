import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './phone-input-messages.en-GB.json';
import FR_FR from './phone-input-messages.fr-FR.json';

/** PhoneInput's default texts (an app's prop always wins); en-GB is the source. */
export const PHONE_INPUT_MESSAGES = { 'en-GB': EN_GB, 'fr-FR': FR_FR } satisfies Catalogues<keyof typeof EN_GB>;

export const usePhoneInputT = createTranslationHook<keyof typeof EN_GB>(PHONE_INPUT_MESSAGES);
