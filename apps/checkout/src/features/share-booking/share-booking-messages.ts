import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './share-booking-messages.en-GB.json';
import FR_FR from './share-booking-messages.fr-FR.json';

/** Sharing the stay, and keeping the booking's own link. en-GB is the source; fr-FR translates it. */
export type ShareBookingMessageKey = keyof typeof EN_GB;

export const SHARE_BOOKING_MESSAGES: Catalogues<ShareBookingMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR };

export type ShareBookingT = Translate<ShareBookingMessageKey>;

export const useShareBookingT = createTranslationHook(SHARE_BOOKING_MESSAGES);
