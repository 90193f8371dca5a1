import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './introducing-rewards-messages.en-GB.json';
import FR_FR from './introducing-rewards-messages.fr-FR.json';

/** The rewards information page's texts (the content itself comes from `loyalty_page_info`). */
export type IntroducingRewardsMessageKey = keyof typeof EN_GB;

export const INTRODUCING_REWARDS_MESSAGES: Catalogues<IntroducingRewardsMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': FR_FR,
};

export type IntroducingRewardsT = Translate<IntroducingRewardsMessageKey>;

export const useIntroducingRewardsT = createTranslationHook(INTRODUCING_REWARDS_MESSAGES);
