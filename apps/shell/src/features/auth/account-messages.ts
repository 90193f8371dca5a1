import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './account-messages.en-GB.json';
import EN_IN from './account-messages.en-IN.json';

/**
 * The header's account menu and the session notices: texts every page needs. The sign-in flow's
 * own texts (auth-messages.ts) load with the login modal. en-GB is the source; fr-FR translates it.
 */
export type AccountMessageKey = keyof typeof EN_GB;

export const ACCOUNT_CATALOGUES: Catalogues<AccountMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB, 'en-IN': EN_IN },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './account-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './account-messages.hi-IN.json'),
  },
);

/** The account menu's texts in the page's locale. */
export const useAccountT = createTranslationHook(ACCOUNT_CATALOGUES);
