import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './auth-messages.en-GB.json';
import EN_IN from './auth-messages.en-IN.json';

/** Sign-in texts, loaded with the login modal and the login page (the header menu has its own, account-messages.ts). en-GB is the source; fr-FR and en-IN translate it
 * (en-IN only where its words differ: the code sent by SMS is an "OTP", as in libs/ui's OTP flow). */
export type AuthMessageKey = keyof typeof EN_GB;

export const AUTH_CATALOGUES: Catalogues<AuthMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB, 'en-IN': EN_IN },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './auth-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './auth-messages.hi-IN.json'),
  },
);

/** The sign-in feature's texts in the page's locale. */
export const useAuthT = createTranslationHook(AUTH_CATALOGUES);
