import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './login-interrupt-messages.en-GB.json';
import EN_IN from './login-interrupt-messages.en-IN.json';

/** The prompt's own texts; the banner's words come from content `login_interrupt_banner` when it has them. */
export type LoginInterruptMessageKey = keyof typeof EN_GB;

export const LOGIN_INTERRUPT_CATALOGUES: Catalogues<LoginInterruptMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB, 'en-IN': EN_IN },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './login-interrupt-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './login-interrupt-messages.hi-IN.json'),
  },
);

export const useLoginInterruptT = createTranslationHook(LOGIN_INTERRUPT_CATALOGUES);
