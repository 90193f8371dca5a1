import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './hotel-details-messages.en-GB.json';
import FR_FR from './hotel-details-messages.fr-FR.json';
import EN_IN from './hotel-details-messages.en-IN.json';

/** The hotel details screen's own texts (its features have theirs). en-GB is the source; fr-FR translates them. */
export type HotelDetailsMessageKey = keyof typeof EN_GB;

export const HOTEL_DETAILS_MESSAGES: Catalogues<HotelDetailsMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': FR_FR,
  'en-IN': EN_IN,
};

export type HotelDetailsT = Translate<HotelDetailsMessageKey>;

export const useHotelDetailsT = createTranslationHook(HOTEL_DETAILS_MESSAGES);
