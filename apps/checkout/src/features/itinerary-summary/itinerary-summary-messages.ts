import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './itinerary-summary-messages.en-GB.json';

/** The booking summary's and price summary's texts. en-GB is the source; fr-FR translates them. */
export type ItinerarySummaryMessageKey = keyof typeof EN_GB;

export const ITINERARY_SUMMARY_MESSAGES: Catalogues<ItinerarySummaryMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './itinerary-summary-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './itinerary-summary-messages.hi-IN.json'),
  },
);

export type ItinerarySummaryT = Translate<ItinerarySummaryMessageKey>;

export const useItinerarySummaryT = createTranslationHook(ITINERARY_SUMMARY_MESSAGES);
