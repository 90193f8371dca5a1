import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './booking-card-messages.en-GB.json';

/** A booking's card in the list. en-GB is the source; fr-FR translates it. */
export type BookingCardMessageKey = keyof typeof EN_GB;

export const BOOKING_CARD_MESSAGES: Catalogues<BookingCardMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './booking-card-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './booking-card-messages.hi-IN.json'),
  },
);

export type BookingCardT = Translate<BookingCardMessageKey>;

export const useBookingCardT = createTranslationHook(BOOKING_CARD_MESSAGES);
