import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './otp-flow-messages.en-GB.json';
import FR_FR from './otp-flow-messages.fr-FR.json';
import EN_IN from './otp-flow-messages.en-IN.json';

/** OtpFlow's default texts (an app's prop always wins); en-GB is the source. */
export const OTP_FLOW_MESSAGES = { 'en-GB': EN_GB, 'fr-FR': FR_FR, 'en-IN': EN_IN } satisfies Catalogues<
  keyof typeof EN_GB
>;

export const useOtpFlowT = createTranslationHook<keyof typeof EN_GB>(OTP_FLOW_MESSAGES);
