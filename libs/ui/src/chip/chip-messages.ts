import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './chip-messages.en-GB.json';
import FR_FR from './chip-messages.fr-FR.json';

/** Chip's default texts (an app's prop always wins); en-GB is the source. */
export const CHIP_MESSAGES = { 'en-GB': EN_GB, 'fr-FR': FR_FR } satisfies Catalogues<keyof typeof EN_GB>;

export const useChipT = createTranslationHook<keyof typeof EN_GB>(CHIP_MESSAGES);
