import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './rewards-messages.en-GB.json';

/** The rewards page's texts. en-GB is the source; fr-FR translates it. */
export type RewardsMessageKey = keyof typeof EN_GB;

export const REWARDS_MESSAGES: Catalogues<RewardsMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './rewards-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './rewards-messages.hi-IN.json'),
  },
);

export type RewardsT = Translate<RewardsMessageKey>;

export const useRewardsT = createTranslationHook(REWARDS_MESSAGES);
