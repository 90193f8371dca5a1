import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './booking-detail-messages.en-GB.json';

/**
 * The sections of one booking's details and its offline copy's own labels. en-GB is the source; fr-FR translates it.
 */
export type BookingDetailMessageKey = keyof typeof EN_GB;

export const BOOKING_DETAIL_MESSAGES: Catalogues<BookingDetailMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './booking-detail-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './booking-detail-messages.hi-IN.json'),
  },
);

export type BookingDetailT = Translate<BookingDetailMessageKey>;

export const useBookingDetailT = createTranslationHook(BOOKING_DETAIL_MESSAGES);
