import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';

/** The loyalty tiers' names (docs/rules.md 3: platinum, gold, silver). en-GB is the source; fr-FR translates them. */
const EN_GB = {
  'tier.silver': 'Silver',
  'tier.gold': 'Gold',
  'tier.platinum': 'Platinum',
} as const;

export type TierMessageKey = keyof typeof EN_GB;

export const TIER_MESSAGES: Catalogues<TierMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': { 'tier.silver': 'Argent', 'tier.gold': 'Or', 'tier.platinum': 'Platine' },
};

export type TierT = Translate<TierMessageKey>;

export const useTierT = createTranslationHook(TIER_MESSAGES);
