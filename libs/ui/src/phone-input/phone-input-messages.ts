import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './phone-input-messages.en-GB.json';

/** PhoneInput's default texts (an app's prop always wins); en-GB is the source. */
export const PHONE_INPUT_MESSAGES = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './phone-input-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './phone-input-messages.hi-IN.json'),
  },
) satisfies Catalogues<keyof typeof EN_GB>;

export const usePhoneInputT = createTranslationHook<keyof typeof EN_GB>(PHONE_INPUT_MESSAGES);
