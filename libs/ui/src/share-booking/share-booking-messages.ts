import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './share-booking-messages.en-GB.json';

/** ShareBooking's default texts (an app's label always wins); en-GB is the source. */
export type ShareBookingLabelKey = keyof typeof EN_GB;

export const SHARE_BOOKING_MESSAGES = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './share-booking-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './share-booking-messages.hi-IN.json'),
  },
) satisfies Catalogues<ShareBookingLabelKey>;

export const useShareBookingT = createTranslationHook<ShareBookingLabelKey>(SHARE_BOOKING_MESSAGES);
