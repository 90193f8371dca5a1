import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './reset-password-messages.en-GB.json';

/** The reset-password screen's texts. en-GB is the source; fr-FR translates it. */
export type ResetPasswordMessageKey = keyof typeof EN_GB;

export const RESET_PASSWORD_MESSAGES: Catalogues<ResetPasswordMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './reset-password-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './reset-password-messages.hi-IN.json'),
  },
);

export type ResetPasswordT = Translate<ResetPasswordMessageKey>;

export const useResetPasswordT = createTranslationHook(RESET_PASSWORD_MESSAGES);
