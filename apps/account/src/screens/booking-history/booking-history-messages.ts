import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './booking-history-messages.en-GB.json';

/** The booking history list's own texts (its cards carry theirs). en-GB is the source; fr-FR translates it. */
export type BookingHistoryMessageKey = keyof typeof EN_GB;

export const BOOKING_HISTORY_MESSAGES: Catalogues<BookingHistoryMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './booking-history-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './booking-history-messages.hi-IN.json'),
  },
);

export type BookingHistoryT = Translate<BookingHistoryMessageKey>;

export const useBookingHistoryT = createTranslationHook(BOOKING_HISTORY_MESSAGES);
