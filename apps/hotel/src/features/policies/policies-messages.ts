import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';

/** The policies' texts. en-GB is the source; fr-FR translates them. */
const EN_GB = {
  'need-to-know.title': 'Need to know',
  'policies.title': 'Hotel policies',
} as const;

export type PoliciesMessageKey = keyof typeof EN_GB;

export const POLICIES_MESSAGES: Catalogues<PoliciesMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': {
    'need-to-know.title': 'À savoir',
    'policies.title': "Règles de l'hôtel",
  },
};

export type PoliciesT = Translate<PoliciesMessageKey>;

export const usePoliciesT = createTranslationHook(POLICIES_MESSAGES);
