import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';

/** The booking history list's own texts (its cards carry theirs). en-GB is the source; fr-FR translates it. */
const EN_GB = {
  title: 'My bookings',
  loading: 'Loading your bookings…',
  'error.title': 'We could not load your bookings',
  'error.body': 'Check your connection and try again.',
  retry: 'Try again',
  'signedOut.body': 'Sign in to see your bookings.',
  'signedOut.action': 'Sign in',
  'upcoming.title': 'Upcoming',
  'past.title': 'Past',
  count: { one: '{count} booking', other: '{count} bookings' },
  'upcoming.empty': 'No upcoming stays',
  'upcoming.empty.body': 'When you book a stay, it shows here.',
  'past.empty': 'No past stays yet',
  'find-hotel': 'Find a hotel',
  'more.upcoming': 'Show more upcoming stays',
  'more.previous': 'Show more past stays',
  'more.loading': 'Loading more stays…',
  'more.error': 'We could not load more stays. Try again.',
} as const;

export type BookingHistoryMessageKey = keyof typeof EN_GB;

export const BOOKING_HISTORY_MESSAGES: Catalogues<BookingHistoryMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': {
    title: 'Mes réservations',
    loading: 'Chargement de vos réservations…',
    'error.title': 'Impossible de charger vos réservations',
    'error.body': 'Vérifiez votre connexion et réessayez.',
    retry: 'Réessayer',
    'signedOut.body': 'Connectez-vous pour voir vos réservations.',
    'signedOut.action': 'Se connecter',
    'upcoming.title': 'À venir',
    'past.title': 'Passées',
    count: { one: '{count} réservation', many: '{count} de réservations', other: '{count} réservations' },
    'upcoming.empty': 'Aucun séjour à venir',
    'upcoming.empty.body': 'Quand vous réservez un séjour, il apparaît ici.',
    'past.empty': 'Pas encore de séjour passé',
    'find-hotel': 'Trouver un hôtel',
    'more.upcoming': 'Voir plus de séjours à venir',
    'more.previous': 'Voir plus de séjours passés',
    'more.loading': 'Chargement d’autres séjours…',
    'more.error': 'Impossible de charger plus de séjours. Réessayez.',
  },
};

export type BookingHistoryT = Translate<BookingHistoryMessageKey>;

export const useBookingHistoryT = createTranslationHook(BOOKING_HISTORY_MESSAGES);
