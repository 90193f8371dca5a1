import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

/** ErrorState's default texts (an app's prop always wins); en-GB is the source. */
const EN_GB = {
  'errorState.retry': 'Retry',
} as const;

export const ERROR_STATE_MESSAGES = {
  'en-GB': EN_GB,
  'fr-FR': {
    'errorState.retry': 'Réessayer',
  },
} satisfies Catalogues<keyof typeof EN_GB>;

export const useErrorStateT = createTranslationHook<keyof typeof EN_GB>(ERROR_STATE_MESSAGES);
