import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './hotel-missing-messages.en-GB.json';
import FR_FR from './hotel-missing-messages.fr-FR.json';

/**
 * The texts of a hotel page with no hotel (404, 410). Apart from the screen's catalogue so they load with their view,
 * only when a hotel is missing. en-GB is the source; fr-FR translates them.
 */
export type HotelMissingMessageKey = keyof typeof EN_GB;

export const HOTEL_MISSING_MESSAGES: Catalogues<HotelMissingMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR };

export const useHotelMissingT = createTranslationHook(HOTEL_MISSING_MESSAGES);
