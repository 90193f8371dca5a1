import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

/** Toast's default texts (an app's prop always wins); en-GB is the source. */
const EN_GB = {
  'toast.dismiss': 'Dismiss',
} as const;

export const TOAST_MESSAGES = {
  'en-GB': EN_GB,
  'fr-FR': {
    'toast.dismiss': 'Fermer',
  },
} satisfies Catalogues<keyof typeof EN_GB>;

export const useToastT = createTranslationHook<keyof typeof EN_GB>(TOAST_MESSAGES);
