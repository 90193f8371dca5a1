import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './booking-messages.en-GB.json';
import FR_FR from './booking-messages.fr-FR.json';

/** The booking bar's texts. en-GB is the source; fr-FR translates them. */
export type BookingMessageKey = keyof typeof EN_GB;

export const BOOKING_MESSAGES: Catalogues<BookingMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR };

export type BookingT = Translate<BookingMessageKey>;

export const useBookingT = createTranslationHook(BOOKING_MESSAGES);
