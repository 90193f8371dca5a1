import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './booking-actions-messages.en-GB.json';
import FR_FR from './booking-actions-messages.fr-FR.json';

/** What the guest can do with a booking. en-GB is the source; fr-FR translates it. */
export type BookingActionsMessageKey = keyof typeof EN_GB;

export const BOOKING_ACTIONS_MESSAGES: Catalogues<BookingActionsMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR };

export type BookingActionsT = Translate<BookingActionsMessageKey>;

export const useBookingActionsT = createTranslationHook(BOOKING_ACTIONS_MESSAGES);
