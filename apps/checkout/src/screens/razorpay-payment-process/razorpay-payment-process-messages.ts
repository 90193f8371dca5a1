import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';

/** The card provider's return page texts. en-GB is the source; fr-FR translates it. */
const EN_GB = {
  title: 'Payment',
  verifying: 'Checking your payment with the provider…',
  'verify.error.title': 'We could not check this payment with the provider',
  'verify.error.body': 'Do not pay again. Try once more, or look at your payment’s status.',
  'verify.error.retry': 'Try again',
  opening: 'Opening the secure payment window…',
  pay: 'Pay {amount}',
  dismissed: 'You closed the payment window. Nothing was charged.',
  'load.error': 'The payment window could not be opened. Check your connection and try again.',
  'notConfigured.title': 'Card payments by Razorpay are not set up here',
  'notConfigured.body':
    'This site has no Razorpay key, so no payment can be taken here. Nothing was charged. Your booking is waiting for its payment.',
  'invalid.title': 'This payment link is incomplete',
  'invalid.body': 'Open the payment again from your booking, or see your bookings.',
  'link.status': 'See your payment’s status',
  'link.home': 'Go to the home page',
  'link.history': 'See your bookings',
  description: 'Booking {orderId}',
} as const;

export type RazorpayMessageKey = keyof typeof EN_GB;

export const RAZORPAY_PAYMENT_MESSAGES: Catalogues<RazorpayMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': {
    title: 'Paiement',
    verifying: 'Vérification de votre paiement auprès du prestataire…',
    'verify.error.title': 'Nous n’avons pas pu vérifier ce paiement auprès du prestataire',
    'verify.error.body': 'Ne payez pas une deuxième fois. Réessayez, ou consultez l’état de votre paiement.',
    'verify.error.retry': 'Réessayer',
    opening: 'Ouverture de la fenêtre de paiement sécurisée…',
    pay: 'Payer {amount}',
    dismissed: 'Vous avez fermé la fenêtre de paiement. Rien n’a été prélevé.',
    'load.error': 'La fenêtre de paiement n’a pas pu s’ouvrir. Vérifiez votre connexion et réessayez.',
    'notConfigured.title': 'Le paiement par carte via Razorpay n’est pas configuré ici',
    'notConfigured.body':
      'Ce site n’a pas de clé Razorpay : aucun paiement ne peut être pris ici. Rien n’a été prélevé. Votre réservation attend son paiement.',
    'invalid.title': 'Ce lien de paiement est incomplet',
    'invalid.body': 'Relancez le paiement depuis votre réservation, ou voyez vos réservations.',
    'link.status': 'Voir l’état de votre paiement',
    'link.home': 'Aller à l’accueil',
    'link.history': 'Voir vos réservations',
    description: 'Réservation {orderId}',
  },
};

export type RazorpayT = Translate<RazorpayMessageKey>;

export const useRazorpayT = createTranslationHook(RAZORPAY_PAYMENT_MESSAGES);
