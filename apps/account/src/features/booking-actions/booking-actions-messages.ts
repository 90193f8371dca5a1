import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './booking-actions-messages.en-GB.json';

/** What the guest can do with a booking. en-GB is the source; fr-FR translates it. */
export type BookingActionsMessageKey = keyof typeof EN_GB;

export const BOOKING_ACTIONS_MESSAGES: Catalogues<BookingActionsMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './booking-actions-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './booking-actions-messages.hi-IN.json'),
  },
);

export type BookingActionsT = Translate<BookingActionsMessageKey>;

export const useBookingActionsT = createTranslationHook(BOOKING_ACTIONS_MESSAGES);
