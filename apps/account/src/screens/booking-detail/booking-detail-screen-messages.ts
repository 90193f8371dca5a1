import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';

/** The booking detail screen's own texts (its sections carry theirs). en-GB is the source; fr-FR translates it. */
const EN_GB = {
  back: 'My bookings',
  loading: 'Loading your booking…',
  'error.title': 'We could not load this booking',
  'error.body': 'Check your connection and try again.',
  retry: 'Try again',
  'notFound.title': 'We can’t find this booking in your account',
  'notFound.body': 'It may belong to another account, or the link may be incomplete.',
  'notFound.back': 'See your bookings',
  'signedOut.title': 'Booking details',
  'signedOut.body': 'Sign in to see this booking.',
  'signedOut.action': 'Sign in',
} as const;

export type BookingDetailScreenMessageKey = keyof typeof EN_GB;

export const BOOKING_DETAIL_SCREEN_MESSAGES: Catalogues<BookingDetailScreenMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': {
    back: 'Mes réservations',
    loading: 'Chargement de votre réservation…',
    'error.title': 'Impossible de charger cette réservation',
    'error.body': 'Vérifiez votre connexion et réessayez.',
    retry: 'Réessayer',
    'notFound.title': 'Nous ne trouvons pas cette réservation dans votre compte',
    'notFound.body': 'Elle appartient peut-être à un autre compte, ou le lien est incomplet.',
    'notFound.back': 'Voir vos réservations',
    'signedOut.title': 'Détails de la réservation',
    'signedOut.body': 'Connectez-vous pour voir cette réservation.',
    'signedOut.action': 'Se connecter',
  },
};

export type BookingDetailScreenT = Translate<BookingDetailScreenMessageKey>;

export const useBookingDetailScreenT = createTranslationHook(BOOKING_DETAIL_SCREEN_MESSAGES);
