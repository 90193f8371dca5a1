import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './login-interrupt-messages.en-GB.json';
import FR_FR from './login-interrupt-messages.fr-FR.json';
import EN_IN from './login-interrupt-messages.en-IN.json';

/** The prompt's own texts; the banner's words come from content `login_interrupt_banner` when it has them. */
export type LoginInterruptMessageKey = keyof typeof EN_GB;

export const LOGIN_INTERRUPT_CATALOGUES: Catalogues<LoginInterruptMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': FR_FR,
  'en-IN': EN_IN,
};

export const useLoginInterruptT = createTranslationHook(LOGIN_INTERRUPT_CATALOGUES);
