import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './loading-state-messages.en-GB.json';
import FR_FR from './loading-state-messages.fr-FR.json';

/** LoadingState's default texts (an app's prop always wins); en-GB is the source. */
export const LOADING_STATE_MESSAGES = { 'en-GB': EN_GB, 'fr-FR': FR_FR } satisfies Catalogues<keyof typeof EN_GB>;

export const useLoadingStateT = createTranslationHook<keyof typeof EN_GB>(LOADING_STATE_MESSAGES);
