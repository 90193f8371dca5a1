import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './stepper-messages.en-GB.json';
import FR_FR from './stepper-messages.fr-FR.json';

/** Stepper's default texts (an app's prop always wins); en-GB is the source. */
export const STEPPER_MESSAGES = { 'en-GB': EN_GB, 'fr-FR': FR_FR } satisfies Catalogues<keyof typeof EN_GB>;

export const useStepperT = createTranslationHook<keyof typeof EN_GB>(STEPPER_MESSAGES);
