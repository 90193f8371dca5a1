import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './booking-messages.en-GB.json';

/** The booking bar's texts. en-GB is the source; fr-FR translates them. */
export type BookingMessageKey = keyof typeof EN_GB;

export const BOOKING_MESSAGES: Catalogues<BookingMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './booking-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './booking-messages.hi-IN.json'),
  },
);

export type BookingT = Translate<BookingMessageKey>;

export const useBookingT = createTranslationHook(BOOKING_MESSAGES);
