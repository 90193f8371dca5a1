import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './toast-messages.en-GB.json';
import FR_FR from './toast-messages.fr-FR.json';

/** Toast's default texts (an app's prop always wins); en-GB is the source. */
export const TOAST_MESSAGES = { 'en-GB': EN_GB, 'fr-FR': FR_FR } satisfies Catalogues<keyof typeof EN_GB>;

export const useToastT = createTranslationHook<keyof typeof EN_GB>(TOAST_MESSAGES);
