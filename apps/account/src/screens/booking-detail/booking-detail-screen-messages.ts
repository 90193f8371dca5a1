import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './booking-detail-screen-messages.en-GB.json';

/** The booking detail screen's own texts (its sections carry theirs). en-GB is the source; fr-FR translates it. */
export type BookingDetailScreenMessageKey = keyof typeof EN_GB;

export const BOOKING_DETAIL_SCREEN_MESSAGES: Catalogues<BookingDetailScreenMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './booking-detail-screen-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './booking-detail-screen-messages.hi-IN.json'),
  },
);

export type BookingDetailScreenT = Translate<BookingDetailScreenMessageKey>;

export const useBookingDetailScreenT = createTranslationHook(BOOKING_DETAIL_SCREEN_MESSAGES);
