import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';

/** A booking's card in the list. en-GB is the source; fr-FR translates it. */
const EN_GB = {
  dates: '{checkin} – {checkout}',
  nights: { one: '{count} night', other: '{count} nights' },
  guests: { one: '{count} guest', other: '{count} guests' },
  rooms: { one: '{count} room', other: '{count} rooms' },
  paid: 'Paid {amount}',
  due: 'Due {amount}',
  'due.hotel': 'To pay at the hotel {amount}',
  photo: 'Photo of {hotel}',
} as const;

export type BookingCardMessageKey = keyof typeof EN_GB;

export const BOOKING_CARD_MESSAGES: Catalogues<BookingCardMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': {
    dates: '{checkin} – {checkout}',
    nights: { one: '{count} nuit', many: '{count} de nuits', other: '{count} nuits' },
    guests: { one: '{count} voyageur', many: '{count} de voyageurs', other: '{count} voyageurs' },
    rooms: { one: '{count} chambre', many: '{count} de chambres', other: '{count} chambres' },
    paid: 'Payé {amount}',
    due: 'Reste à payer {amount}',
    'due.hotel': 'À payer à l’hôtel {amount}',
    photo: 'Photo de {hotel}',
  },
};

export type BookingCardT = Translate<BookingCardMessageKey>;

export const useBookingCardT = createTranslationHook(BOOKING_CARD_MESSAGES);
