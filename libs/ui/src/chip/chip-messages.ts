import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './chip-messages.en-GB.json';

/** Chip's default texts (an app's prop always wins); en-GB is the source. */
export const CHIP_MESSAGES = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './chip-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './chip-messages.hi-IN.json'),
  },
) satisfies Catalogues<keyof typeof EN_GB>;

export const useChipT = createTranslationHook<keyof typeof EN_GB>(CHIP_MESSAGES);
