import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './share-booking-messages.en-GB.json';

/** Sharing the stay, and keeping the booking's own link. en-GB is the source; fr-FR translates it. */
export type ShareBookingMessageKey = keyof typeof EN_GB;

export const SHARE_BOOKING_MESSAGES: Catalogues<ShareBookingMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './share-booking-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './share-booking-messages.hi-IN.json'),
  },
);

export type ShareBookingT = Translate<ShareBookingMessageKey>;

export const useShareBookingT = createTranslationHook(SHARE_BOOKING_MESSAGES);
