import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './booking-detail-messages.en-GB.json';
import FR_FR from './booking-detail-messages.fr-FR.json';

/**
 * The sections of one booking's details and its offline copy's own labels. en-GB is the source; fr-FR translates it.
 */
export type BookingDetailMessageKey = keyof typeof EN_GB;

export const BOOKING_DETAIL_MESSAGES: Catalogues<BookingDetailMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR };

export type BookingDetailT = Translate<BookingDetailMessageKey>;

export const useBookingDetailT = createTranslationHook(BOOKING_DETAIL_MESSAGES);
