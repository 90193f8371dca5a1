import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';

/** The reset-password screen's texts. en-GB is the source; fr-FR translates it. */
const EN_GB = {
  title: 'Choose a new password',
  intro: 'Enter your new password twice and the 6-digit code we sent you.',
  loading: 'Checking your reset link…',
  'error.title': 'We could not check your reset link',
  'error.body': 'Check your connection and try again.',
  retry: 'Try again',
  'invalid.title': 'This reset link is invalid or has expired',
  'invalid.body': 'Reset links work for one hour and only once. Ask for a new one with "Forgot password?".',
  'invalid.again': 'Ask for a new reset link',
  home: 'Go to the home page',
  'password.label': 'New password',
  'password.hint': 'At least {min} characters.',
  'password.short': 'Use at least {min} characters.',
  'password.long': 'Use at most {max} characters.',
  'confirm.label': 'Confirm new password',
  'confirm.missing': 'Enter the new password again.',
  'confirm.mismatch': 'The passwords do not match.',
  'show.password': 'Show new password',
  'show.confirm': 'Show confirmed password',
  show: 'Show',
  'code.label': 'Verification code',
  'code.hint': 'We sent it by {sentTo}.',
  'code.format': 'Enter the 6 digits of the code.',
  'code.wrong': 'Wrong verification code.',
  submit: 'Reset password',
  submitting: 'Resetting…',
  failed: 'We could not reset your password. Please try again.',
  offline: 'We could not reach Nivaas. Check your connection and try again.',
  tooMany: 'Too many attempts. Please wait a few minutes and try again.',
  'done.title': 'Your password is reset',
  'done.body': 'You are signed in.',
  'done.bookings': 'See your bookings',
} as const;

export type ResetPasswordMessageKey = keyof typeof EN_GB;

export const RESET_PASSWORD_MESSAGES: Catalogues<ResetPasswordMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': {
    title: 'Choisissez un nouveau mot de passe',
    intro: 'Saisissez deux fois votre nouveau mot de passe et le code à 6 chiffres que nous vous avons envoyé.',
    loading: 'Vérification de votre lien…',
    'error.title': 'Impossible de vérifier votre lien',
    'error.body': 'Vérifiez votre connexion et réessayez.',
    retry: 'Réessayer',
    'invalid.title': 'Ce lien de réinitialisation est invalide ou a expiré',
    'invalid.body':
      'Un lien de réinitialisation vaut une heure et une seule fois. Demandez-en un nouveau avec « Mot de passe oublié ? ».',
    'invalid.again': 'Demander un nouveau lien',
    home: 'Aller à l’accueil',
    'password.label': 'Nouveau mot de passe',
    'password.hint': 'Au moins {min} caractères.',
    'password.short': 'Utilisez au moins {min} caractères.',
    'password.long': 'Utilisez au plus {max} caractères.',
    'confirm.label': 'Confirmez le nouveau mot de passe',
    'confirm.missing': 'Saisissez de nouveau le mot de passe.',
    'confirm.mismatch': 'Les mots de passe ne correspondent pas.',
    'show.password': 'Afficher le nouveau mot de passe',
    'show.confirm': 'Afficher la confirmation',
    show: 'Afficher',
    'code.label': 'Code de vérification',
    'code.hint': 'Envoyé par {sentTo}.',
    'code.format': 'Saisissez les 6 chiffres du code.',
    'code.wrong': 'Code de vérification erroné.',
    submit: 'Réinitialiser le mot de passe',
    submitting: 'Réinitialisation…',
    failed: 'Impossible de réinitialiser votre mot de passe. Veuillez réessayer.',
    offline: 'Impossible de joindre Nivaas. Vérifiez votre connexion et réessayez.',
    tooMany: 'Trop de tentatives. Patientez quelques minutes puis réessayez.',
    'done.title': 'Votre mot de passe est réinitialisé',
    'done.body': 'Vous êtes connecté.',
    'done.bookings': 'Voir vos réservations',
  },
};

export type ResetPasswordT = Translate<ResetPasswordMessageKey>;

export const useResetPasswordT = createTranslationHook(RESET_PASSWORD_MESSAGES);
