import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';

/** The confirmation screen's own texts (its sections carry theirs). en-GB is the source; fr-FR translates it. */
const EN_GB = {
  'title.confirmed': 'Your booking is confirmed',
  'title.payAtHotel': 'Your booking is confirmed',
  'title.partPaid': 'Your booking is confirmed',
  'title.pending': 'Payment pending',
  'title.failed': 'Payment not received',
  'title.cancelled': 'This booking is cancelled',
  'lead.sms': 'We have sent the details by SMS to {mobile}.',
  'lead.sms.whatsapp': 'We have sent the details by SMS and WhatsApp to {mobile}.',
  'lead.sms.email': 'We have sent the details by SMS to {mobile} and by email to {email}.',
  'lead.sms.whatsapp.email': 'We have sent the details by SMS and WhatsApp to {mobile} and by email to {email}.',
  loading: 'Loading your booking…',
  'error.title': 'We could not load your booking',
  'error.body': 'Check your connection and try again.',
  retry: 'Try again',
  'notFound.title': 'We could not find this booking',
  'notFound.body':
    'The link may be incomplete or meant for another account. Open it again from your booking message, or sign in to see your bookings.',
  'notFound.history': 'See your bookings',
  'notFound.home': 'Go to the home page',
  'actions.title': 'Keep it handy',
} as const;

export type ConfirmationScreenMessageKey = keyof typeof EN_GB;

export const CONFIRMATION_SCREEN_MESSAGES: Catalogues<ConfirmationScreenMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': {
    'title.confirmed': 'Votre réservation est confirmée',
    'title.payAtHotel': 'Votre réservation est confirmée',
    'title.partPaid': 'Votre réservation est confirmée',
    'title.pending': 'Paiement en attente',
    'title.failed': 'Paiement non reçu',
    'title.cancelled': 'Cette réservation est annulée',
    'lead.sms': 'Nous avons envoyé les détails par SMS au {mobile}.',
    'lead.sms.whatsapp': 'Nous avons envoyé les détails par SMS et WhatsApp au {mobile}.',
    'lead.sms.email': 'Nous avons envoyé les détails par SMS au {mobile} et par e-mail à {email}.',
    'lead.sms.whatsapp.email': 'Nous avons envoyé les détails par SMS et WhatsApp au {mobile} et par e-mail à {email}.',
    loading: 'Chargement de votre réservation…',
    'error.title': 'Impossible de charger votre réservation',
    'error.body': 'Vérifiez votre connexion et réessayez.',
    retry: 'Réessayer',
    'notFound.title': 'Nous ne trouvons pas cette réservation',
    'notFound.body':
      'Le lien est peut-être incomplet ou destiné à un autre compte. Ouvrez-le de nouveau depuis le message de votre réservation, ou connectez-vous pour voir vos réservations.',
    'notFound.history': 'Voir vos réservations',
    'notFound.home': 'Aller à l’accueil',
    'actions.title': 'À garder sous la main',
  },
};

export type ConfirmationScreenT = Translate<ConfirmationScreenMessageKey>;

export const useConfirmationScreenT = createTranslationHook(CONFIRMATION_SCREEN_MESSAGES);
