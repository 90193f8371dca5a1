import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './rewards-messages.en-GB.json';
import FR_FR from './rewards-messages.fr-FR.json';

/** The rewards page's texts. en-GB is the source; fr-FR translates it. */
export type RewardsMessageKey = keyof typeof EN_GB;

export const REWARDS_MESSAGES: Catalogues<RewardsMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR };

export type RewardsT = Translate<RewardsMessageKey>;

export const useRewardsT = createTranslationHook(REWARDS_MESSAGES);
