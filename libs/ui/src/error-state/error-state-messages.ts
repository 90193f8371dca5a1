import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './error-state-messages.en-GB.json';
import FR_FR from './error-state-messages.fr-FR.json';

/** ErrorState's default texts (an app's prop always wins); en-GB is the source. */
export const ERROR_STATE_MESSAGES = { 'en-GB': EN_GB, 'fr-FR': FR_FR } satisfies Catalogues<keyof typeof EN_GB>;

export const useErrorStateT = createTranslationHook<keyof typeof EN_GB>(ERROR_STATE_MESSAGES);
