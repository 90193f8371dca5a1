import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';

/** What the guest can do with a booking. en-GB is the source; fr-FR translates it. */
const EN_GB = {
  title: 'Manage your booking',
  'pay-balance': 'Pay the balance',
  cancel: 'Cancel booking',
  'web-checkin': 'Web check-in',
  feedback: 'Give feedback',
  call: 'Call hotel',
  directions: 'Directions',
  'new-tab': '(opens in a new tab)',
  'share.text': 'I am staying at {hotel}, {place}: {dates}.',
  'share.copied': 'Stay details copied',
  'link.copied': 'Booking link copied',
} as const;

export type BookingActionsMessageKey = keyof typeof EN_GB;

export const BOOKING_ACTIONS_MESSAGES: Catalogues<BookingActionsMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': {
    title: 'Gérer votre réservation',
    'pay-balance': 'Payer le solde',
    cancel: 'Annuler la réservation',
    'web-checkin': 'Enregistrement en ligne',
    feedback: 'Donner votre avis',
    call: 'Appeler l’hôtel',
    directions: 'Itinéraire',
    'new-tab': '(s’ouvre dans un nouvel onglet)',
    'share.text': 'Je séjourne à {hotel}, {place} : {dates}.',
    'share.copied': 'Détails du séjour copiés',
    'link.copied': 'Lien de réservation copié',
  },
};

export type BookingActionsT = Translate<BookingActionsMessageKey>;

export const useBookingActionsT = createTranslationHook(BOOKING_ACTIONS_MESSAGES);
