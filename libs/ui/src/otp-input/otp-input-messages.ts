import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

/** OtpInput's default texts (an app's prop always wins); en-GB is the source. */
const EN_GB = {
  'otpInput.digit': 'Digit {position} of {total}',
} as const;

export const OTP_INPUT_MESSAGES = {
  'en-GB': EN_GB,
  'fr-FR': {
    'otpInput.digit': 'Chiffre {position} sur {total}',
  },
} satisfies Catalogues<keyof typeof EN_GB>;

export const useOtpInputT = createTranslationHook<keyof typeof EN_GB>(OTP_INPUT_MESSAGES);
