import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './text-area-messages.en-GB.json';

/** TextArea's default texts (an app's prop always wins); en-GB is the source. */
export const TEXT_AREA_MESSAGES = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './text-area-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './text-area-messages.hi-IN.json'),
  },
) satisfies Catalogues<keyof typeof EN_GB>;

export const useTextAreaT = createTranslationHook<keyof typeof EN_GB>(TEXT_AREA_MESSAGES);
