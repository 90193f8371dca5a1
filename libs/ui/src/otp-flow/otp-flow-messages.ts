import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './otp-flow-messages.en-GB.json';
import EN_IN from './otp-flow-messages.en-IN.json';

/** OtpFlow's default texts (an app's prop always wins); en-GB is the source. */
export const OTP_FLOW_MESSAGES = defineCatalogues(
  { 'en-GB': EN_GB, 'en-IN': EN_IN },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './otp-flow-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './otp-flow-messages.hi-IN.json'),
  },
) satisfies Catalogues<keyof typeof EN_GB>;

export const useOtpFlowT = createTranslationHook<keyof typeof EN_GB>(OTP_FLOW_MESSAGES);
