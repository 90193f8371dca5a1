import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './text-area-messages.en-GB.json';
import FR_FR from './text-area-messages.fr-FR.json';

/** TextArea's default texts (an app's prop always wins); en-GB is the source. */
export const TEXT_AREA_MESSAGES = { 'en-GB': EN_GB, 'fr-FR': FR_FR } satisfies Catalogues<keyof typeof EN_GB>;

export const useTextAreaT = createTranslationHook<keyof typeof EN_GB>(TEXT_AREA_MESSAGES);
