import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './listing-ad-messages.en-GB.json';
import EN_IN from './listing-ad-messages.en-IN.json';

type Key = 'label' | 'cta';

/** The ad slot's frame texts, in the ad's own chunk; the ad's words are the content's. */
export const listingAdCatalogues: Catalogues<Key> = defineCatalogues(
  { 'en-GB': EN_GB, 'en-IN': EN_IN },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './listing-ad-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './listing-ad-messages.hi-IN.json'),
  },
);

export const useListingAdT = createTranslationHook(listingAdCatalogues);
