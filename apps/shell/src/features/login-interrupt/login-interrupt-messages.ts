import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

/** The prompt's own texts; the banner's words come from content `login_interrupt_banner` when it has them. */
const EN_GB = {
  'prompt.title': 'Sign in for member prices',
  'prompt.subtitle': 'Members save more on every stay and earn reward points.',
  'prompt.signIn': 'Sign in',
  'prompt.notNow': 'Not now',
  'prompt.close': 'Close',
} as const;

export type LoginInterruptMessageKey = keyof typeof EN_GB;

export const LOGIN_INTERRUPT_CATALOGUES: Catalogues<LoginInterruptMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': {
    'prompt.title': 'Connectez-vous pour les prix membres',
    'prompt.subtitle': 'Les membres économisent davantage sur chaque séjour et gagnent des points.',
    'prompt.signIn': 'Se connecter',
    'prompt.notNow': 'Plus tard',
    'prompt.close': 'Fermer',
  },
  'en-IN': {},
};

export const useLoginInterruptT = createTranslationHook(LOGIN_INTERRUPT_CATALOGUES);
