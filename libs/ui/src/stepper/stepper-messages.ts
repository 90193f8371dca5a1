import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './stepper-messages.en-GB.json';

/** Stepper's default texts (an app's prop always wins); en-GB is the source. */
export const STEPPER_MESSAGES = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './stepper-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './stepper-messages.hi-IN.json'),
  },
) satisfies Catalogues<keyof typeof EN_GB>;

export const useStepperT = createTranslationHook<keyof typeof EN_GB>(STEPPER_MESSAGES);
