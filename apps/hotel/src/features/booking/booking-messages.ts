import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';

/** The booking bar's texts. en-GB is the source; fr-FR translates them. */
const EN_GB = {
  label: 'Your choice',
  total: 'Total {price}',
  'total.detail': '{nights}, {rooms}, incl. taxes & fees',
  nights: { one: '{count} night', other: '{count} nights' },
  rooms: { one: '{count} room', other: '{count} rooms' },
  breakup: 'View price breakup',
  book: 'Book now',
  'book.label': 'Book now: {room}, {plan}',
  'no-choice': 'Choose a room to book',
} as const;

export type BookingMessageKey = keyof typeof EN_GB;

export const BOOKING_MESSAGES: Catalogues<BookingMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': {
    label: 'Votre choix',
    total: 'Total {price}',
    'total.detail': '{nights}, {rooms}, taxes et frais compris',
    nights: { one: '{count} nuit', many: '{count} de nuits', other: '{count} nuits' },
    rooms: { one: '{count} chambre', many: '{count} de chambres', other: '{count} chambres' },
    breakup: 'Voir le détail du prix',
    book: 'Réserver',
    'book.label': 'Réserver : {room}, {plan}',
    'no-choice': 'Choisissez une chambre pour réserver',
  },
};

export type BookingT = Translate<BookingMessageKey>;

export const useBookingT = createTranslationHook(BOOKING_MESSAGES);
