import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

/** Sign-in texts, loaded with the login modal and the login page (the header menu has its own, account-messages.ts). en-GB is the source; fr-FR and en-IN translate it. */
const EN_GB = {
  'signIn.title': 'Sign in',
  'signIn.intro': 'Sign in with your mobile number to see member prices and your bookings.',
  'signIn.close': 'Close',
  'phone.label': 'Mobile number',
  'phone.countryCode': 'Country code',
  'phone.hint': 'We will send a 6-digit code by SMS.',
  'phone.invalidCode': 'Choose a valid country code, such as +91.',
  'phone.invalidNumber': 'Enter a valid mobile number.',
  'phone.send': 'Send OTP',
  'phone.sending': 'Sending OTP…',
  'otp.label': 'Enter the 6-digit code sent to {phone}',
  'otp.digit': 'Digit {position} of {total}',
  'otp.verify': 'Verify and sign in',
  'otp.verifying': 'Verifying…',
  'otp.incomplete': 'Enter all 6 digits of the code.',
  'otp.resend': 'Resend OTP',
  'otp.resendIn': 'Resend OTP in {seconds} s',
  'otp.resent': 'We have sent a new code.',
  'otp.noResendsLeft': 'No more codes can be sent to this number now. Please try again later.',
  'otp.blocked': 'Too many incorrect attempts. Please try again later or use another number.',
  'otp.changeNumber': 'Change number',
  'error.tooManyRequests': 'Too many requests. Please wait a moment and try again.',
  'error.otpFallback': 'Something went wrong, please try again later',
  'error.network': 'We could not reach the server. Check your connection and try again.',
  'error.google': 'Google sign-in did not work. Please try again or use your mobile number.',
  'google.or': 'or',
  'google.loading': 'Loading Google sign-in',
  'success.signedIn': 'You are signed in.',
  'login.heading': 'Sign in to Nivaas',
  'login.redirecting': 'Signing you in…',
} as const;

export type AuthMessageKey = keyof typeof EN_GB;

const FR_FR: Partial<Record<AuthMessageKey, string>> = {
  'signIn.title': 'Se connecter',
  'signIn.intro': 'Connectez-vous avec votre numéro de mobile pour voir les prix membres et vos réservations.',
  'signIn.close': 'Fermer',
  'phone.label': 'Numéro de mobile',
  'phone.countryCode': 'Indicatif pays',
  'phone.hint': 'Nous vous enverrons un code à 6 chiffres par SMS.',
  'phone.invalidCode': 'Choisissez un indicatif valide, par exemple +91.',
  'phone.invalidNumber': 'Saisissez un numéro de mobile valide.',
  'phone.send': 'Envoyer le code',
  'phone.sending': 'Envoi du code…',
  'otp.label': 'Saisissez le code à 6 chiffres envoyé au {phone}',
  'otp.digit': 'Chiffre {position} sur {total}',
  'otp.verify': 'Vérifier et se connecter',
  'otp.verifying': 'Vérification…',
  'otp.incomplete': 'Saisissez les 6 chiffres du code.',
  'otp.resend': 'Renvoyer le code',
  'otp.resendIn': 'Renvoyer le code dans {seconds} s',
  'otp.resent': 'Nous avons envoyé un nouveau code.',
  'otp.noResendsLeft': "Aucun autre code ne peut être envoyé à ce numéro pour l'instant. Réessayez plus tard.",
  'otp.blocked': 'Trop de tentatives incorrectes. Réessayez plus tard ou utilisez un autre numéro.',
  'otp.changeNumber': 'Changer de numéro',
  'error.tooManyRequests': 'Trop de demandes. Patientez un instant puis réessayez.',
  'error.otpFallback': "Une erreur s'est produite, veuillez réessayer plus tard",
  'error.network': 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
  'error.google': "La connexion Google n'a pas fonctionné. Réessayez ou utilisez votre numéro de mobile.",
  'google.or': 'ou',
  'google.loading': 'Chargement de la connexion Google',
  'success.signedIn': 'Vous êtes connecté.',
  'login.heading': 'Se connecter à Nivaas',
  'login.redirecting': 'Connexion en cours…',
};

const EN_IN: Partial<Record<AuthMessageKey, string>> = {
  'phone.hint': 'We will send a 6-digit OTP by SMS.',
  'otp.label': 'Enter the 6-digit OTP sent to {phone}',
  'otp.incomplete': 'Enter all 6 digits of the OTP.',
  'otp.resent': 'We have sent a new OTP.',
  'otp.noResendsLeft': 'No more OTPs can be sent to this number now. Please try again later.',
};

export const AUTH_CATALOGUES: Catalogues<AuthMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR, 'en-IN': EN_IN };

/** The sign-in feature's texts in the page's locale. */
export const useAuthT = createTranslationHook(AUTH_CATALOGUES);
