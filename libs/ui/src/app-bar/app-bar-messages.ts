import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

/** AppBar's default texts (an app's prop always wins); en-GB is the source. */
const EN_GB = {
  'appBar.back': 'Back',
} as const;

export const APP_BAR_MESSAGES = {
  'en-GB': EN_GB,
  'fr-FR': {
    'appBar.back': 'Retour',
  },
} satisfies Catalogues<keyof typeof EN_GB>;

export const useAppBarT = createTranslationHook<keyof typeof EN_GB>(APP_BAR_MESSAGES);
