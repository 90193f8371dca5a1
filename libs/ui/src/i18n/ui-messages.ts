import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

/**
 * The design system's own texts: the labels a component shows when the app passes none (Close, check-in...).
 * en-GB is the source; other locales translate; an app's prop always wins.
 * Keys are `<component>.<text>`, so a component's texts are easy to find and to remove with it.
 */
const EN_GB = {
  'appBar.back': 'Back',
  'chip.remove': 'Remove {label}',
  'dateRange.checkIn': 'check-in',
  'dateRange.checkOut': 'check-out',
  'dialog.close': 'Close',
  'errorState.retry': 'Retry',
  'hotelCard.photos': 'Photos of {name}',
  'imageCarousel.next': 'Next photo',
  'imageCarousel.previous': 'Previous photo',
  'imageCarousel.slide': '{position} of {total}',
  'otpFlow.blocked': 'Too many incorrect attempts. Please try again later or use another number.',
  'otpFlow.changeNumber': 'Change number',
  'otpFlow.codeLabel': 'Enter the 6-digit code sent to {phone}',
  'otpFlow.failed': 'Something went wrong, please try again later',
  'otpFlow.hint': 'We will send a 6-digit code by SMS.',
  'otpFlow.incomplete': 'Enter all 6 digits of the code.',
  'otpFlow.invalidCountryCode': 'Choose a valid country code, such as +91.',
  'otpFlow.invalidNumber': 'Enter a valid mobile number.',
  'otpFlow.network': 'We could not reach the server. Check your connection and try again.',
  'otpFlow.noResendsLeft': 'No more codes can be sent to this number now. Please try again later.',
  'otpFlow.phone': 'Mobile number',
  'otpFlow.resend': 'Resend OTP',
  'otpFlow.resendIn': 'Resend OTP in {seconds} s',
  'otpFlow.resent': 'We have sent a new code.',
  'otpFlow.send': 'Send OTP',
  'otpFlow.sending': 'Sending OTP…',
  'otpFlow.tooManyRequests': 'Too many requests. Please wait a moment and try again.',
  'otpFlow.verify': 'Verify',
  'otpFlow.verifying': 'Verifying…',
  'otpInput.digit': 'Digit {position} of {total}',
  'phoneInput.countryCode': 'Country code',
  'priceTag.discount': '{percentage}% off',
  'priceTag.original': 'Original price',
  'ratingBadge.rated': 'Rated {rating} out of 5',
  'stateView.loading': 'Loading',
  'stepper.decrease': 'Decrease {label}',
  'stepper.increase': 'Increase {label}',
  'submitStatus.failed': 'Could not submit. Please try again.',
  'submitStatus.succeeded': 'Submitted',
  'textArea.count': '{count} of {max} characters',
  'toast.dismiss': 'Dismiss',
} as const;

export type UiMessageKey = keyof typeof EN_GB;

/** Exported for the spec that checks every locale translates every text; components use `useUiT`. */
export const UI_MESSAGES = {
  'en-GB': EN_GB,
  // French typography puts a no-break space before ':' and '%' (\u00a0), so a label never wraps there.
  'fr-FR': {
    'appBar.back': 'Retour',
    'chip.remove': 'Retirer\u00a0: {label}',
    'dateRange.checkIn': 'arrivée',
    'dateRange.checkOut': 'départ',
    'dialog.close': 'Fermer',
    'errorState.retry': 'Réessayer',
    'hotelCard.photos': 'Photos de {name}',
    'imageCarousel.next': 'Photo suivante',
    'imageCarousel.previous': 'Photo précédente',
    'imageCarousel.slide': '{position} sur {total}',
    'otpFlow.blocked': 'Trop de tentatives incorrectes. Réessayez plus tard ou utilisez un autre numéro.',
    'otpFlow.changeNumber': 'Changer de numéro',
    'otpFlow.codeLabel': 'Saisissez le code à 6 chiffres envoyé au {phone}',
    'otpFlow.failed': "Une erreur s'est produite, veuillez réessayer plus tard",
    'otpFlow.hint': 'Nous vous enverrons un code à 6 chiffres par SMS.',
    'otpFlow.incomplete': 'Saisissez les 6 chiffres du code.',
    'otpFlow.invalidCountryCode': 'Choisissez un indicatif valide, par exemple +91.',
    'otpFlow.invalidNumber': 'Saisissez un numéro de mobile valide.',
    'otpFlow.network': 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
    'otpFlow.noResendsLeft': "Aucun autre code ne peut être envoyé à ce numéro pour l'instant. Réessayez plus tard.",
    'otpFlow.phone': 'Numéro de mobile',
    'otpFlow.resend': 'Renvoyer le code',
    'otpFlow.resendIn': 'Renvoyer le code dans {seconds}\u00a0s',
    'otpFlow.resent': 'Nous avons envoyé un nouveau code.',
    'otpFlow.send': 'Envoyer le code',
    'otpFlow.sending': 'Envoi du code…',
    'otpFlow.tooManyRequests': 'Trop de demandes. Patientez un instant puis réessayez.',
    'otpFlow.verify': 'Vérifier',
    'otpFlow.verifying': 'Vérification…',
    'otpInput.digit': 'Chiffre {position} sur {total}',
    'phoneInput.countryCode': 'Indicatif pays',
    'priceTag.discount': '{percentage}\u00a0% de réduction',
    'priceTag.original': 'Prix initial',
    'ratingBadge.rated': 'Noté {rating} sur 5',
    'stateView.loading': 'Chargement',
    'stepper.decrease': 'Diminuer\u00a0: {label}',
    'stepper.increase': 'Augmenter\u00a0: {label}',
    'submitStatus.failed': 'Échec de l’envoi. Veuillez réessayer.',
    'submitStatus.succeeded': 'Envoyé',
    // French counts 0 and 1 in the singular.
    'textArea.count': { one: '{count} caractère sur {max}', other: '{count} caractères sur {max}' },
    'toast.dismiss': 'Fermer',
  },
  // India says OTP where Britain says code.
  'en-IN': {
    'otpFlow.codeLabel': 'Enter the 6-digit OTP sent to {phone}',
    'otpFlow.hint': 'We will send a 6-digit OTP by SMS.',
    'otpFlow.incomplete': 'Enter all 6 digits of the OTP.',
    'otpFlow.noResendsLeft': 'No more OTPs can be sent to this number now. Please try again later.',
    'otpFlow.resent': 'We have sent a new OTP.',
  },
} satisfies Catalogues<UiMessageKey>;

export const useUiT = createTranslationHook<UiMessageKey>(UI_MESSAGES);
