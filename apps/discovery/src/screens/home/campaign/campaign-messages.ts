import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './campaign-messages.en-GB.json';
import EN_IN from './campaign-messages.en-IN.json';

type Key = keyof typeof EN_GB;

/**
 * The campaign detail's own texts (docs/conventions.md 12), in its own chunk: home's first load does not carry them. What a
 * campaign says comes from the API; these frame it and state its coupon's conditions from the coupon's figures.
 */
export const campaignCatalogues: Catalogues<Key> = defineCatalogues(
  { 'en-GB': EN_GB, 'en-IN': EN_IN },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './campaign-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './campaign-messages.hi-IN.json'),
  },
);

export const useCampaignT = createTranslationHook(campaignCatalogues);
