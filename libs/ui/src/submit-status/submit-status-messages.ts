import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './submit-status-messages.en-GB.json';
import FR_FR from './submit-status-messages.fr-FR.json';

/** SubmitStatus's default texts (an app's prop always wins); en-GB is the source. */
export const SUBMIT_STATUS_MESSAGES = { 'en-GB': EN_GB, 'fr-FR': FR_FR } satisfies Catalogues<keyof typeof EN_GB>;

export const useSubmitStatusT = createTranslationHook<keyof typeof EN_GB>(SUBMIT_STATUS_MESSAGES);
