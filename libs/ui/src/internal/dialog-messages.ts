import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './dialog-messages.en-GB.json';
import FR_FR from './dialog-messages.fr-FR.json';

/** Dialog's default texts (an app's prop always wins); en-GB is the source. */
export const DIALOG_MESSAGES = { 'en-GB': EN_GB, 'fr-FR': FR_FR } satisfies Catalogues<keyof typeof EN_GB>;

export const useDialogT = createTranslationHook<keyof typeof EN_GB>(DIALOG_MESSAGES);
