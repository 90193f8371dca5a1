import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './booking-card-messages.en-GB.json';
import FR_FR from './booking-card-messages.fr-FR.json';

/** A booking's card in the list. en-GB is the source; fr-FR translates it. */
export type BookingCardMessageKey = keyof typeof EN_GB;

export const BOOKING_CARD_MESSAGES: Catalogues<BookingCardMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR };

export type BookingCardT = Translate<BookingCardMessageKey>;

export const useBookingCardT = createTranslationHook(BOOKING_CARD_MESSAGES);
