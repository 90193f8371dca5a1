import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';

/** The payment process page's texts. en-GB is the source; fr-FR translates it. */
const EN_GB = {
  title: 'Confirming your payment',
  confirming: 'Confirming your payment…',
  attempt: 'Check {count} of {max}',
  keepOpen: 'Please keep this page open. Do not pay again: we are waiting for your bank’s answer.',
  'error.title': 'We could not confirm your payment yet',
  'error.body':
    'If money left your account, it is safe: your booking is confirmed as soon as the bank tells us, or the money is refunded. Check again, or call us.',
  'error.retry': 'Check again',
  'failed.title': 'Your payment did not go through',
  'failed.body': 'No money was taken for this booking. You can start a new booking, or see your bookings.',
  'notFound.title': 'We could not find this payment',
  'notFound.body': 'The link may be incomplete. Open it again from your booking message, or see your bookings.',
  'link.home': 'Go to the home page',
  'link.history': 'See your bookings',
  'link.confirmation': 'See your booking',
  returning: 'Your payment did not go through. Taking you back to your booking…',
  confirmed: 'Payment confirmed. Opening your booking…',
} as const;

export type PaymentProcessMessageKey = keyof typeof EN_GB;

export const PAYMENT_PROCESS_MESSAGES: Catalogues<PaymentProcessMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': {
    title: 'Confirmation de votre paiement',
    confirming: 'Confirmation de votre paiement…',
    attempt: 'Vérification {count} sur {max}',
    keepOpen: 'Gardez cette page ouverte. Ne payez pas une deuxième fois : nous attendons la réponse de votre banque.',
    'error.title': 'Nous ne pouvons pas encore confirmer votre paiement',
    'error.body':
      'Si de l’argent a quitté votre compte, il est en sécurité : votre réservation est confirmée dès que la banque nous répond, sinon l’argent est remboursé. Vérifiez de nouveau ou appelez-nous.',
    'error.retry': 'Vérifier de nouveau',
    'failed.title': 'Votre paiement n’a pas abouti',
    'failed.body':
      'Aucun montant n’a été prélevé pour cette réservation. Vous pouvez faire une nouvelle réservation ou voir vos réservations.',
    'notFound.title': 'Nous ne trouvons pas ce paiement',
    'notFound.body':
      'Le lien est peut-être incomplet. Ouvrez-le de nouveau depuis le message de votre réservation, ou voyez vos réservations.',
    'link.home': 'Aller à l’accueil',
    'link.history': 'Voir vos réservations',
    'link.confirmation': 'Voir votre réservation',
    returning: 'Votre paiement n’a pas abouti. Retour à votre réservation…',
    confirmed: 'Paiement confirmé. Ouverture de votre réservation…',
  },
};

export type PaymentProcessT = Translate<PaymentProcessMessageKey>;

export const usePaymentProcessT = createTranslationHook(PAYMENT_PROCESS_MESSAGES);
