import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

/** PhoneInput's default texts (an app's prop always wins); en-GB is the source. */
const EN_GB = {
  'phoneInput.countryCode': 'Country code',
} as const;

export const PHONE_INPUT_MESSAGES = {
  'en-GB': EN_GB,
  'fr-FR': {
    'phoneInput.countryCode': 'Indicatif pays',
  },
} satisfies Catalogues<keyof typeof EN_GB>;

export const usePhoneInputT = createTranslationHook<keyof typeof EN_GB>(PHONE_INPUT_MESSAGES);
