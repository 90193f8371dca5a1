import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './feedback-messages.en-GB.json';
import FR_FR from './feedback-messages.fr-FR.json';

/** The feedback screens' texts (form, answer, thanks and their states). en-GB is the source; fr-FR translates it. */
export type FeedbackMessageKey = keyof typeof EN_GB;

export const FEEDBACK_MESSAGES: Catalogues<FeedbackMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR };

export type FeedbackT = Translate<FeedbackMessageKey>;

export const useFeedbackT = createTranslationHook(FEEDBACK_MESSAGES);
