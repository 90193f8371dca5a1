import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './itinerary-summary-messages.en-GB.json';
import FR_FR from './itinerary-summary-messages.fr-FR.json';

/** The booking summary's and price summary's texts. en-GB is the source; fr-FR translates them. */
export type ItinerarySummaryMessageKey = keyof typeof EN_GB;

export const ITINERARY_SUMMARY_MESSAGES: Catalogues<ItinerarySummaryMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR };

export type ItinerarySummaryT = Translate<ItinerarySummaryMessageKey>;

export const useItinerarySummaryT = createTranslationHook(ITINERARY_SUMMARY_MESSAGES);
