import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

/** Stepper's default texts (an app's prop always wins); en-GB is the source. */
const EN_GB = {
  'stepper.decrease': 'Decrease {label}',
  'stepper.increase': 'Increase {label}',
} as const;

export const STEPPER_MESSAGES = {
  'en-GB': EN_GB,
  'fr-FR': {
    'stepper.decrease': 'Diminuer\u00a0: {label}',
    'stepper.increase': 'Augmenter\u00a0: {label}',
  },
} satisfies Catalogues<keyof typeof EN_GB>;

export const useStepperT = createTranslationHook<keyof typeof EN_GB>(STEPPER_MESSAGES);
