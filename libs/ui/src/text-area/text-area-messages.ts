import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

/** TextArea's default texts (an app's prop always wins); en-GB is the source. */
const EN_GB = {
  'textArea.count': '{count} of {max} characters',
} as const;

export const TEXT_AREA_MESSAGES = {
  'en-GB': EN_GB,
  'fr-FR': {
    'textArea.count': { one: '{count} caractère sur {max}', other: '{count} caractères sur {max}' },
  },
} satisfies Catalogues<keyof typeof EN_GB>;

export const useTextAreaT = createTranslationHook<keyof typeof EN_GB>(TEXT_AREA_MESSAGES);
