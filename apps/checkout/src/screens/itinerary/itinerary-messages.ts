import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './itinerary-messages.en-GB.json';

/** The itinerary screen's own texts (its sections carry theirs). en-GB is the source; fr-FR translates it. */
export type ItineraryMessageKey = keyof typeof EN_GB;

export const ITINERARY_MESSAGES: Catalogues<ItineraryMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './itinerary-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './itinerary-messages.hi-IN.json'),
  },
);

export type ItineraryT = Translate<ItineraryMessageKey>;

export const useItineraryT = createTranslationHook(ITINERARY_MESSAGES);
