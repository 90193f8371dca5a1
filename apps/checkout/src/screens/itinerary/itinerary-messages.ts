import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';

/** The itinerary screen's own texts (its sections carry theirs). en-GB is the source; fr-FR translates it. */
const EN_GB = {
  title: 'Review your booking',
  loading: 'Loading your booking…',
  'error.title': 'We could not load your booking',
  'error.body': 'Check your connection and try again.',
  retry: 'Try again',
  'problem.title': 'We cannot start this booking',
  'problem.no-hotel': 'This link does not say which hotel to book. Choose a hotel and a room to start again.',
  'problem.no-room-type': 'This link does not say which room to book. Choose a room on the hotel’s page.',
  'problem.no-rate-plan': 'This link does not say which rate plan to book. Choose one on the hotel’s page.',
  'problem.refused': 'This stay cannot be booked: {reason}',
  'back.hotel': 'Back to {hotel}',
  'back.home': 'Find a hotel',
  'payment.heading': 'Payment',
} as const;

export type ItineraryMessageKey = keyof typeof EN_GB;

export const ITINERARY_MESSAGES: Catalogues<ItineraryMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': {
    title: 'Vérifiez votre réservation',
    loading: 'Chargement de votre réservation…',
    'error.title': 'Impossible de charger votre réservation',
    'error.body': 'Vérifiez votre connexion et réessayez.',
    retry: 'Réessayer',
    'problem.title': 'Impossible de commencer cette réservation',
    'problem.no-hotel':
      'Ce lien n’indique pas l’hôtel à réserver. Choisissez un hôtel et une chambre pour recommencer.',
    'problem.no-room-type': 'Ce lien n’indique pas la chambre à réserver. Choisissez-en une sur la page de l’hôtel.',
    'problem.no-rate-plan': 'Ce lien n’indique pas le tarif à réserver. Choisissez-en un sur la page de l’hôtel.',
    'problem.refused': 'Ce séjour ne peut pas être réservé : {reason}',
    'back.hotel': 'Retour à {hotel}',
    'back.home': 'Trouver un hôtel',
    'payment.heading': 'Paiement',
  },
};

export type ItineraryT = Translate<ItineraryMessageKey>;

export const useItineraryT = createTranslationHook(ITINERARY_MESSAGES);
