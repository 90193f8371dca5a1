import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

/** SubmitStatus's default texts (an app's prop always wins); en-GB is the source. */
const EN_GB = {
  'submitStatus.failed': 'Could not submit. Please try again.',
  'submitStatus.succeeded': 'Submitted',
} as const;

export const SUBMIT_STATUS_MESSAGES = {
  'en-GB': EN_GB,
  'fr-FR': {
    'submitStatus.failed': 'Échec de l’envoi. Veuillez réessayer.',
    'submitStatus.succeeded': 'Envoyé',
  },
} satisfies Catalogues<keyof typeof EN_GB>;

export const useSubmitStatusT = createTranslationHook<keyof typeof EN_GB>(SUBMIT_STATUS_MESSAGES);
