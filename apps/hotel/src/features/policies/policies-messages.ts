import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './policies-messages.en-GB.json';
import FR_FR from './policies-messages.fr-FR.json';

/** The policies' texts. en-GB is the source; fr-FR translates them. */
export type PoliciesMessageKey = keyof typeof EN_GB;

export const POLICIES_MESSAGES: Catalogues<PoliciesMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR };

export type PoliciesT = Translate<PoliciesMessageKey>;

export const usePoliciesT = createTranslationHook(POLICIES_MESSAGES);
