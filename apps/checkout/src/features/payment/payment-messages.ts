import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';

/** The payment section's texts (modes, methods, offers, Pay, pay at hotel and its modals). en-GB is the source. */
const EN_GB = {
  'section.title': 'Payment',
  'mode.legend': 'How would you like to pay?',
  'mode.payNow': 'Pay now: {amount}',
  'mode.payNow.description': 'Pay the full amount now.',
  'mode.partPay': 'Part pay: {amount} now',
  'mode.partPay.description': 'Pay {rest} later through the payment link we send you.',
  'mode.payAtHotel': 'Pay at hotel: {amount}',
  'mode.payAtHotel.description': 'Nothing to pay now: pay the full amount at the hotel.',
  'mode.payAtHotel.prepaid': 'Not available: this rate is prepaid. Choose a refundable rate to pay at the hotel.',
  'mode.payAtHotel.notAllowed': 'Not available for this booking: pay now or part pay instead.',
  'returned.declined': 'Your payment was declined. Nothing was charged. Choose a method and try again.',
  'returned.cancelled': 'You cancelled the payment. Nothing was charged. Choose a method and pay to book.',
  'returned.expired':
    'Your payment was not completed in time, so the rooms were released. Nothing was charged. Pay again to book.',
  'methods.legend': 'Payment method',
  'methods.loading': 'Loading payment methods',
  'methods.error.title': 'We could not load the payment methods',
  'methods.error.body': 'Check your connection and try again.',
  'methods.retry': 'Retry',
  'methods.empty': 'No payment method is available for this option right now. Choose another way to pay.',
  'offers.legend': 'Payment offers for {method}',
  'offers.loading': 'Loading payment offers',
  'offers.none': 'No offer',
  'offers.saving': 'You save {amount}.',
  'offers.minimum': 'Applies when you pay {amount} or more.',
  'pay.button': 'Pay {amount}',
  'pay.buttonWithOffer': 'Pay {amount} ({saving} {method} offer)',
  'pay.paying': 'Processing…',
  'pay.redirecting': 'Taking you to the payment page…',
  'pay.atHotel': 'Book now, pay {amount} at the hotel',
  'pay.booking': 'Booking…',
  'pay.chooseMethod': 'Choose a payment method to continue.',
  'pay.failed': 'Your payment did not start',
  'error.network': 'We could not reach the server. Check your connection and try again.',
  'error.tooMany': 'Too many attempts. Please wait a moment and try again.',
  'error.refused': 'We could not book: {message}',
  'error.generic': 'Something went wrong, please try again later',
  loader: 'Processing',
  'foreign.text':
    'Pay at hotel needs an Indian mobile number (+91) to confirm your booking by OTP. Pay now instead, or use an Indian mobile number.',
  'foreign.payNow': 'Pay now instead',
  'blocked.title': 'Pay at hotel is not available right now',
  'blocked.body':
    'This mobile number already holds bookings to pay at the hotel, so we need to check that it is yours before holding another room.',
  'blocked.options':
    'You can pay now to confirm your booking at once, or verify your mobile number with a one-time password.',
  'blocked.optionsForeign': 'You can pay now to confirm your booking at once.',
  'blocked.payNow': 'Pay now instead',
  'blocked.verify': 'Verify my mobile number',
  'blocked.close': 'Not now',
  'otp.title': 'Verify your mobile number',
  'otp.intro': 'To hold your room and pay at the hotel, enter the one-time password we sent to {phone}.',
  'otp.verify': 'Verify and book',
  'otp.verifying': 'Booking…',
  'otp.sendAgain': 'Send OTP again',
  'otp.sending': 'Sending OTP…',
} as const;

export type PaymentMessageKey = keyof typeof EN_GB;

export const PAYMENT_MESSAGES: Catalogues<PaymentMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': {
    'section.title': 'Paiement',
    'mode.legend': 'Comment souhaitez-vous payer ?',
    'mode.payNow': 'Payer maintenant : {amount}',
    'mode.payNow.description': 'Payez la totalité maintenant.',
    'mode.partPay': 'Paiement partiel : {amount} maintenant',
    'mode.partPay.description': 'Payez {rest} plus tard grâce au lien de paiement que nous vous envoyons.',
    'mode.payAtHotel': 'Payer à l’hôtel : {amount}',
    'mode.payAtHotel.description': 'Rien à payer maintenant : réglez la totalité à l’hôtel.',
    'mode.payAtHotel.prepaid':
      'Indisponible : ce tarif est prépayé. Choisissez un tarif remboursable pour payer à l’hôtel.',
    'mode.payAtHotel.notAllowed': 'Indisponible pour cette réservation : payez maintenant ou en partie.',
    'returned.declined':
      'Votre paiement a été refusé. Rien n’a été débité. Choisissez un moyen de paiement et réessayez.',
    'returned.cancelled':
      'Vous avez annulé le paiement. Rien n’a été débité. Choisissez un moyen de paiement pour réserver.',
    'returned.expired':
      'Votre paiement n’a pas abouti à temps : les chambres ont été libérées. Rien n’a été débité. Payez à nouveau pour réserver.',
    'methods.legend': 'Moyen de paiement',
    'methods.loading': 'Chargement des moyens de paiement',
    'methods.error.title': 'Impossible de charger les moyens de paiement',
    'methods.error.body': 'Vérifiez votre connexion et réessayez.',
    'methods.retry': 'Réessayer',
    'methods.empty': 'Aucun moyen de paiement n’est disponible pour cette option. Choisissez une autre façon de payer.',
    'offers.legend': 'Offres de paiement pour {method}',
    'offers.loading': 'Chargement des offres de paiement',
    'offers.none': 'Aucune offre',
    'offers.saving': 'Vous économisez {amount}.',
    'offers.minimum': 'À partir de {amount} payés.',
    'pay.button': 'Payer {amount}',
    'pay.buttonWithOffer': 'Payer {amount} (offre {method} de {saving})',
    'pay.paying': 'Traitement…',
    'pay.redirecting': 'Redirection vers la page de paiement…',
    'pay.atHotel': 'Réserver, payer {amount} à l’hôtel',
    'pay.booking': 'Réservation…',
    'pay.chooseMethod': 'Choisissez un moyen de paiement pour continuer.',
    'pay.failed': 'Votre paiement n’a pas démarré',
    'error.network': 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
    'error.tooMany': 'Trop de tentatives. Patientez un instant puis réessayez.',
    'error.refused': 'Réservation impossible : {message}',
    'error.generic': 'Une erreur s’est produite, veuillez réessayer plus tard',
    loader: 'Traitement',
    'foreign.text':
      'Le paiement à l’hôtel demande un numéro de mobile indien (+91) pour confirmer la réservation par code. Payez maintenant, ou utilisez un numéro indien.',
    'foreign.payNow': 'Payer maintenant',
    'blocked.title': 'Le paiement à l’hôtel n’est pas disponible pour le moment',
    'blocked.body':
      'Ce numéro a déjà des réservations à payer à l’hôtel : nous devons vérifier qu’il vous appartient avant de bloquer une autre chambre.',
    'blocked.options':
      'Vous pouvez payer maintenant pour confirmer tout de suite, ou vérifier votre numéro avec un code à usage unique.',
    'blocked.optionsForeign': 'Vous pouvez payer maintenant pour confirmer tout de suite.',
    'blocked.payNow': 'Payer maintenant',
    'blocked.verify': 'Vérifier mon numéro',
    'blocked.close': 'Plus tard',
    'otp.title': 'Vérifiez votre numéro de mobile',
    'otp.intro': 'Pour bloquer votre chambre et payer à l’hôtel, saisissez le code envoyé au {phone}.',
    'otp.verify': 'Vérifier et réserver',
    'otp.verifying': 'Réservation…',
    'otp.sendAgain': 'Renvoyer le code',
    'otp.sending': 'Envoi du code…',
  },
  'en-IN': {
    'otp.intro': 'To hold your room and pay at the hotel, enter the OTP we sent to {phone}.',
    'blocked.options': 'You can pay now to confirm your booking at once, or verify your mobile number with an OTP.',
  },
};

export type PaymentT = Translate<PaymentMessageKey>;

export const usePaymentT = createTranslationHook(PAYMENT_MESSAGES);
