import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './auth-messages.en-GB.json';
import FR_FR from './auth-messages.fr-FR.json';
import EN_IN from './auth-messages.en-IN.json';

/** Sign-in texts, loaded with the login modal and the login page (the header menu has its own, account-messages.ts). en-GB is the source; fr-FR and en-IN translate it
 * (en-IN only where its words differ: the code sent by SMS is an "OTP", as in libs/ui's OTP flow). */
export type AuthMessageKey = keyof typeof EN_GB;

export const AUTH_CATALOGUES: Catalogues<AuthMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR, 'en-IN': EN_IN };

/** The sign-in feature's texts in the page's locale. */
export const useAuthT = createTranslationHook(AUTH_CATALOGUES);
