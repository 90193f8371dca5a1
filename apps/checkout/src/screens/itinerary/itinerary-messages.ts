import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './itinerary-messages.en-GB.json';
import FR_FR from './itinerary-messages.fr-FR.json';

/** The itinerary screen's own texts (its sections carry theirs). en-GB is the source; fr-FR translates it. */
export type ItineraryMessageKey = keyof typeof EN_GB;

export const ITINERARY_MESSAGES: Catalogues<ItineraryMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR };

export type ItineraryT = Translate<ItineraryMessageKey>;

export const useItineraryT = createTranslationHook(ITINERARY_MESSAGES);
