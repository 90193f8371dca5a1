import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './price-tag-messages.en-GB.json';

/** PriceTag's default texts (an app's prop always wins); en-GB is the source. */
export const PRICE_TAG_MESSAGES = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './price-tag-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './price-tag-messages.hi-IN.json'),
  },
) satisfies Catalogues<keyof typeof EN_GB>;

export const usePriceTagT = createTranslationHook<keyof typeof EN_GB>(PRICE_TAG_MESSAGES);
