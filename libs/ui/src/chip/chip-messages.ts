import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

/** Chip's default texts (an app's prop always wins); en-GB is the source. */
const EN_GB = {
  'chip.remove': 'Remove {label}',
} as const;

export const CHIP_MESSAGES = {
  'en-GB': EN_GB,
  'fr-FR': {
    'chip.remove': 'Retirer\u00a0: {label}',
  },
} satisfies Catalogues<keyof typeof EN_GB>;

export const useChipT = createTranslationHook<keyof typeof EN_GB>(CHIP_MESSAGES);
