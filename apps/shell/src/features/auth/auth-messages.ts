import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

/** Sign-in texts, loaded with the login modal and the login page (the header menu has its own, account-messages.ts). en-GB is the source; fr-FR and en-IN translate it. */
const EN_GB = {
  'signIn.title': 'Sign in',
  'signIn.intro': 'Sign in with your mobile number to see member prices and your bookings.',
  'signIn.close': 'Close',
  'otp.verify': 'Verify and sign in',
  'otp.verifying': 'Verifying…',
  'error.google': 'Google sign-in did not work. Please try again or use your mobile number.',
  'google.or': 'or',
  'google.loading': 'Loading Google sign-in',
  'google.button': 'Sign in with Google',
  'success.signedIn': 'You are signed in.',
  'login.heading': 'Sign in to Nivaas',
  'login.redirecting': 'Signing you in…',
  'forgot.title': 'Reset your password',
  'forgot.intro': 'Enter the email of your account. We will email you a reset link and send a code to your phone.',
  'forgot.email': 'Email',
  'forgot.invalid': 'Enter an email address like name@example.com.',
  'forgot.send': 'Send reset link',
  'forgot.sending': 'Sending…',
  'forgot.sent': "If an account has this email, we've sent a reset link to it and a code to its phone.",
  'forgot.failed': 'We could not send the reset link. Please try again.',
  'forgot.tooMany': 'Too many requests. Please wait a few minutes and try again.',
  'forgot.back': 'Back to sign in',
  'captcha.title': 'One more step',
  'captcha.intro': 'There have been too many tries for this number. Answer this question to get a new code now.',
  'captcha.question': 'What is {a} plus {b}?',
  'captcha.invalid': 'Type the answer in numbers, for example 7.',
  'captcha.failed': 'That answer was not right. Please answer the new question.',
  'captcha.unavailable': 'The question could not be loaded. Please try again.',
  'captcha.retry': 'Try again',
  'captcha.loading': 'Loading the question…',
  'captcha.submit': 'Get a new code',
  'captcha.sending': 'Sending…',
  'captcha.changeNumber': 'Use another number',
} as const;

export type AuthMessageKey = keyof typeof EN_GB;

const FR_FR: Partial<Record<AuthMessageKey, string>> = {
  'signIn.title': 'Se connecter',
  'signIn.intro': 'Connectez-vous avec votre numéro de mobile pour voir les prix membres et vos réservations.',
  'signIn.close': 'Fermer',
  'otp.verify': 'Vérifier et se connecter',
  'otp.verifying': 'Vérification…',
  'error.google': "La connexion Google n'a pas fonctionné. Réessayez ou utilisez votre numéro de mobile.",
  'google.or': 'ou',
  'google.loading': 'Chargement de la connexion Google',
  'google.button': 'Se connecter avec Google',
  'success.signedIn': 'Vous êtes connecté.',
  'login.heading': 'Se connecter à Nivaas',
  'login.redirecting': 'Connexion en cours…',
  'forgot.title': 'Réinitialiser votre mot de passe',
  'forgot.intro':
    'Saisissez l’e-mail de votre compte. Nous vous enverrons un lien par e-mail et un code sur votre téléphone.',
  'forgot.email': 'E-mail',
  'forgot.invalid': 'Saisissez une adresse e-mail comme nom@exemple.com.',
  'forgot.send': 'Envoyer le lien',
  'forgot.sending': 'Envoi…',
  'forgot.sent':
    'Si un compte a cet e-mail, nous y avons envoyé un lien de réinitialisation et un code sur son téléphone.',
  'forgot.failed': 'Impossible d’envoyer le lien. Veuillez réessayer.',
  'forgot.tooMany': 'Trop de demandes. Patientez quelques minutes puis réessayez.',
  'forgot.back': 'Retour à la connexion',
  'captcha.title': 'Encore une étape',
  'captcha.intro': 'Il y a eu trop d’essais pour ce numéro. Répondez à cette question pour recevoir un nouveau code.',
  'captcha.question': 'Combien font {a} plus {b} ?',
  'captcha.invalid': 'Saisissez la réponse en chiffres, par exemple 7.',
  'captcha.failed': 'Ce n’était pas la bonne réponse. Répondez à la nouvelle question.',
  'captcha.unavailable': 'La question n’a pas pu être chargée. Veuillez réessayer.',
  'captcha.retry': 'Réessayer',
  'captcha.loading': 'Chargement de la question…',
  'captcha.submit': 'Recevoir un nouveau code',
  'captcha.sending': 'Envoi…',
  'captcha.changeNumber': 'Utiliser un autre numéro',
};

export const AUTH_CATALOGUES: Catalogues<AuthMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR };

/** The sign-in feature's texts in the page's locale. */
export const useAuthT = createTranslationHook(AUTH_CATALOGUES);
