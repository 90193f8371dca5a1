import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './hotel-card-messages.en-GB.json';

/** HotelCard's default texts (an app's prop always wins); en-GB is the source. */
export const HOTEL_CARD_MESSAGES = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './hotel-card-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './hotel-card-messages.hi-IN.json'),
  },
) satisfies Catalogues<keyof typeof EN_GB>;

export const useHotelCardT = createTranslationHook<keyof typeof EN_GB>(HOTEL_CARD_MESSAGES);
