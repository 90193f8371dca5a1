import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './listing-ad-messages.en-GB.json';
import FR_FR from './listing-ad-messages.fr-FR.json';
import EN_IN from './listing-ad-messages.en-IN.json';

type Key = 'label' | 'cta';

/** The ad slot's frame texts, in the ad's own chunk; the ad's words are the content's. */
export const listingAdCatalogues: Catalogues<Key> = { 'en-GB': EN_GB, 'fr-FR': FR_FR, 'en-IN': EN_IN };

export const useListingAdT = createTranslationHook(listingAdCatalogues);
