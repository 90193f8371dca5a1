import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';

/** The itinerary screen's own texts (its sections carry theirs). en-GB is the source; fr-FR translates it. */
const EN_GB = {
  title: 'Review your booking',
  loading: 'Loading your booking…',
  'error.title': 'We could not load your booking',
  'error.body': 'Check your connection and try again.',
  retry: 'Try again',
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
  },
};

export type ItineraryT = Translate<ItineraryMessageKey>;

export const useItineraryT = createTranslationHook(ITINERARY_MESSAGES);
