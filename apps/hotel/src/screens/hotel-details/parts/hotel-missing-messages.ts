import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './hotel-missing-messages.en-GB.json';

/**
 * The texts of a hotel page with no hotel (404, 410). Apart from the screen's catalogue so they load with their view,
 * only when a hotel is missing. en-GB is the source; fr-FR translates them.
 */
export type HotelMissingMessageKey = keyof typeof EN_GB;

export const HOTEL_MISSING_MESSAGES: Catalogues<HotelMissingMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './hotel-missing-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './hotel-missing-messages.hi-IN.json'),
  },
);

export const useHotelMissingT = createTranslationHook(HOTEL_MISSING_MESSAGES);
