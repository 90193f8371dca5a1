import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './date-range-picker-messages.en-GB.json';
import FR_FR from './date-range-picker-messages.fr-FR.json';

/** DateRange's default texts (an app's prop always wins); en-GB is the source. */
export const DATE_RANGE_MESSAGES = { 'en-GB': EN_GB, 'fr-FR': FR_FR } satisfies Catalogues<keyof typeof EN_GB>;

export const useDateRangeT = createTranslationHook<keyof typeof EN_GB>(DATE_RANGE_MESSAGES);
