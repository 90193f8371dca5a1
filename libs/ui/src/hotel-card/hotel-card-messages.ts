import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './hotel-card-messages.en-GB.json';
import FR_FR from './hotel-card-messages.fr-FR.json';

/** HotelCard's default texts (an app's prop always wins); en-GB is the source. */
export const HOTEL_CARD_MESSAGES = { 'en-GB': EN_GB, 'fr-FR': FR_FR } satisfies Catalogues<keyof typeof EN_GB>;

export const useHotelCardT = createTranslationHook<keyof typeof EN_GB>(HOTEL_CARD_MESSAGES);
