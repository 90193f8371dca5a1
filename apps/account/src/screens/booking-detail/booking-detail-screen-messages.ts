import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './booking-detail-screen-messages.en-GB.json';
import FR_FR from './booking-detail-screen-messages.fr-FR.json';

/** The booking detail screen's own texts (its sections carry theirs). en-GB is the source; fr-FR translates it. */
export type BookingDetailScreenMessageKey = keyof typeof EN_GB;

export const BOOKING_DETAIL_SCREEN_MESSAGES: Catalogues<BookingDetailScreenMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': FR_FR,
};

export type BookingDetailScreenT = Translate<BookingDetailScreenMessageKey>;

export const useBookingDetailScreenT = createTranslationHook(BOOKING_DETAIL_SCREEN_MESSAGES);
