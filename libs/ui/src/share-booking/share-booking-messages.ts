import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './share-booking-messages.en-GB.json';
import FR_FR from './share-booking-messages.fr-FR.json';

/** ShareBooking's default texts (an app's label always wins); en-GB is the source. */
export type ShareBookingLabelKey = keyof typeof EN_GB;

export const SHARE_BOOKING_MESSAGES = { 'en-GB': EN_GB, 'fr-FR': FR_FR } satisfies Catalogues<ShareBookingLabelKey>;

export const useShareBookingT = createTranslationHook<ShareBookingLabelKey>(SHARE_BOOKING_MESSAGES);
