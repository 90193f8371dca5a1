import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './otp-input-messages.en-GB.json';

/** OtpInput's default texts (an app's prop always wins); en-GB is the source. */
export const OTP_INPUT_MESSAGES = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './otp-input-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './otp-input-messages.hi-IN.json'),
  },
) satisfies Catalogues<keyof typeof EN_GB>;

export const useOtpInputT = createTranslationHook<keyof typeof EN_GB>(OTP_INPUT_MESSAGES);
