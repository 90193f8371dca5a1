import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

/** OtpFlow's default texts (an app's prop always wins); en-GB is the source. */
const EN_GB = {
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
} as const;

export const OTP_FLOW_MESSAGES = {
  'en-GB': EN_GB,
  'fr-FR': {
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
  },
  'en-IN': {
    'otpFlow.codeLabel': 'Enter the 6-digit OTP sent to {phone}',
    'otpFlow.hint': 'We will send a 6-digit OTP by SMS.',
    'otpFlow.incomplete': 'Enter all 6 digits of the OTP.',
    'otpFlow.noResendsLeft': 'No more OTPs can be sent to this number now. Please try again later.',
    'otpFlow.resent': 'We have sent a new OTP.',
  },
} satisfies Catalogues<keyof typeof EN_GB>;

export const useOtpFlowT = createTranslationHook<keyof typeof EN_GB>(OTP_FLOW_MESSAGES);
