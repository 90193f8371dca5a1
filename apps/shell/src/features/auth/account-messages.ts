import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './account-messages.en-GB.json';
import FR_FR from './account-messages.fr-FR.json';
import EN_IN from './account-messages.en-IN.json';

/**
 * The header's account menu and the session notices: texts every page needs. The sign-in flow's
 * own texts (auth-messages.ts) load with the login modal. en-GB is the source; fr-FR translates it.
 */
export type AccountMessageKey = keyof typeof EN_GB;

export const ACCOUNT_CATALOGUES: Catalogues<AccountMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR, 'en-IN': EN_IN };

/** The account menu's texts in the page's locale. */
export const useAccountT = createTranslationHook(ACCOUNT_CATALOGUES);
