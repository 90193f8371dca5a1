import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './price-tag-messages.en-GB.json';
import FR_FR from './price-tag-messages.fr-FR.json';

/** PriceTag's default texts (an app's prop always wins); en-GB is the source. */
export const PRICE_TAG_MESSAGES = { 'en-GB': EN_GB, 'fr-FR': FR_FR } satisfies Catalogues<keyof typeof EN_GB>;

export const usePriceTagT = createTranslationHook<keyof typeof EN_GB>(PRICE_TAG_MESSAGES);
