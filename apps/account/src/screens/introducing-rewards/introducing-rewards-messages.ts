import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './introducing-rewards-messages.en-GB.json';

/** The rewards information page's texts (the content itself comes from `loyalty_page_info`). */
export type IntroducingRewardsMessageKey = keyof typeof EN_GB;

export const INTRODUCING_REWARDS_MESSAGES: Catalogues<IntroducingRewardsMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './introducing-rewards-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './introducing-rewards-messages.hi-IN.json'),
  },
);

export type IntroducingRewardsT = Translate<IntroducingRewardsMessageKey>;

export const useIntroducingRewardsT = createTranslationHook(INTRODUCING_REWARDS_MESSAGES);
