import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

/** Dialog's default texts (an app's prop always wins); en-GB is the source. */
const EN_GB = {
  'dialog.close': 'Close',
} as const;

export const DIALOG_MESSAGES = {
  'en-GB': EN_GB,
  'fr-FR': {
    'dialog.close': 'Fermer',
  },
} satisfies Catalogues<keyof typeof EN_GB>;

export const useDialogT = createTranslationHook<keyof typeof EN_GB>(DIALOG_MESSAGES);
