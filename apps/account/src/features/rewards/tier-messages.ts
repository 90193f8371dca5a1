import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './tier-messages.en-GB.json';

/** The loyalty tiers' names (docs/rules.md 3: platinum, gold, silver). en-GB is the source; fr-FR translates them. */
export type TierMessageKey = keyof typeof EN_GB;

export const TIER_MESSAGES: Catalogues<TierMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './tier-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './tier-messages.hi-IN.json'),
  },
);

export type TierT = Translate<TierMessageKey>;

export const useTierT = createTranslationHook(TIER_MESSAGES);
