import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

/**
 * The header's account menu and the session notices: texts every page needs. The sign-in flow's
 * own texts (auth-messages.ts) load with the login modal. en-GB is the source; fr-FR translates it.
 */
const EN_GB = {
  'success.signedOut': 'You are signed out.',
  'session.expired': 'Your session has ended. Please sign in again.',
  'signIn.unavailable': 'Sign-in could not be loaded. Check your connection and try again.',
  'menu.signIn': 'Sign in',
  'menu.account': 'Account menu for {name}',
  'menu.fallbackName': 'Account',
  'menu.accountNoName': 'Account menu',
  'menu.bookings': 'My bookings',
  'menu.profile': 'My profile',
  'menu.rewards': 'Rewards',
  'menu.logout': 'Log out',
  'menu.loggingOut': 'Logging out…',
} as const;

export type AccountMessageKey = keyof typeof EN_GB;

const FR_FR: Partial<Record<AccountMessageKey, string>> = {
  'success.signedOut': 'Vous êtes déconnecté.',
  'session.expired': 'Votre session a pris fin. Veuillez vous reconnecter.',
  'signIn.unavailable': 'La connexion n’a pas pu être chargée. Vérifiez votre connexion et réessayez.',
  'menu.signIn': 'Se connecter',
  'menu.account': 'Menu du compte de {name}',
  'menu.fallbackName': 'Compte',
  'menu.accountNoName': 'Menu du compte',
  'menu.bookings': 'Mes réservations',
  'menu.profile': 'Mon profil',
  'menu.rewards': 'Récompenses',
  'menu.logout': 'Se déconnecter',
  'menu.loggingOut': 'Déconnexion…',
};

export const ACCOUNT_CATALOGUES: Catalogues<AccountMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR, 'en-IN': {} };

/** The account menu's texts in the page's locale. */
export const useAccountT = createTranslationHook(ACCOUNT_CATALOGUES);
