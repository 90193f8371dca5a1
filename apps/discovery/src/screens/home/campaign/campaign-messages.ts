import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './campaign-messages.en-GB.json';
import FR_FR from './campaign-messages.fr-FR.json';
import EN_IN from './campaign-messages.en-IN.json';

type Key = keyof typeof EN_GB;

/**
 * The campaign detail's own texts (docs/conventions.md 12), in its own chunk: home's first load does not carry them. What a
 * campaign says comes from the API; these frame it and state its coupon's conditions from the coupon's figures.
 */
export const campaignCatalogues: Catalogues<Key> = { 'en-GB': EN_GB, 'fr-FR': FR_FR, 'en-IN': EN_IN };

export const useCampaignT = createTranslationHook(campaignCatalogues);
