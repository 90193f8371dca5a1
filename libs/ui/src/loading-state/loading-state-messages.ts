import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

/** LoadingState's default texts (an app's prop always wins); en-GB is the source. */
const EN_GB = {
  'stateView.loading': 'Loading',
} as const;

export const LOADING_STATE_MESSAGES = {
  'en-GB': EN_GB,
  'fr-FR': {
    'stateView.loading': 'Chargement',
  },
} satisfies Catalogues<keyof typeof EN_GB>;

export const useLoadingStateT = createTranslationHook<keyof typeof EN_GB>(LOADING_STATE_MESSAGES);
