import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './listing-messages.en-GB.json';
import EN_IN from './listing-messages.en-IN.json';

/** The listing's texts. en-GB is the source; fr-FR translates them; en-IN overrides where India says it differently. */
export type ListingMessageKey = keyof typeof EN_GB;

export const LISTING_MESSAGES: Catalogues<ListingMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB, 'en-IN': EN_IN },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './listing-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './listing-messages.hi-IN.json'),
  },
);

export type ListingT = Translate<ListingMessageKey>;

/** The listing's translate function in the page's locale. */
export const useListingT = createTranslationHook(LISTING_MESSAGES);

/** True when the catalogue has a text for this key (used for category names, which come from URLs). */
export function hasListingMessage(key: string): key is ListingMessageKey {
  return Object.prototype.hasOwnProperty.call(EN_GB, key);
}
