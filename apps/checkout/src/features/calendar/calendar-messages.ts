import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';

/** The calendar button's texts, and what the calendar event says. en-GB is the source; fr-FR translates it. */
const EN_GB = {
  add: 'Add to calendar',
  added: 'Calendar file downloaded',
  failed: 'Your browser could not save the calendar file.',
  'event.title': 'Stay at {hotel}',
  'event.description': 'Booking ID {orderId}. {roomType}: {guests}, {rooms}. Hotel phone {phone}.',
  'event.guests': { one: '{count} guest', other: '{count} guests' },
  'event.rooms': { one: '{count} room', other: '{count} rooms' },
} as const;

export type CalendarMessageKey = keyof typeof EN_GB;

export const CALENDAR_MESSAGES: Catalogues<CalendarMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': {
    add: 'Ajouter au calendrier',
    added: 'Fichier de calendrier téléchargé',
    failed: 'Votre navigateur n’a pas pu enregistrer le fichier de calendrier.',
    'event.title': 'Séjour à {hotel}',
    'event.description': 'Réservation {orderId}. {roomType} : {guests}, {rooms}. Téléphone de l’hôtel {phone}.',
    'event.guests': { one: '{count} voyageur', many: '{count} de voyageurs', other: '{count} voyageurs' },
    'event.rooms': { one: '{count} chambre', many: '{count} de chambres', other: '{count} chambres' },
  },
};

export type CalendarT = Translate<CalendarMessageKey>;

export const useCalendarT = createTranslationHook(CALENDAR_MESSAGES);
