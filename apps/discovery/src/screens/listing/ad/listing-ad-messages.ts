import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

type Key = 'label' | 'cta';

/** The ad slot's frame texts, in the ad's own chunk; the ad's words are the content's. */
export const listingAdCatalogues: Catalogues<Key> = {
  'en-GB': { label: 'Promotion', cta: 'Have a look' },
  'fr-FR': { label: 'Promotion', cta: 'Découvrir' },
  'en-IN': {},
};

export const useListingAdT = createTranslationHook(listingAdCatalogues);
