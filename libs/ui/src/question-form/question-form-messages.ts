import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './question-form-messages.en-GB.json';
import FR_FR from './question-form-messages.fr-FR.json';

/** QuestionForm's default texts, the same wherever a guest asks (an app's prop always wins); en-GB is the source. */
export const QUESTION_FORM_MESSAGES = { 'en-GB': EN_GB, 'fr-FR': FR_FR } satisfies Catalogues<keyof typeof EN_GB>;

export const useQuestionFormT = createTranslationHook<keyof typeof EN_GB>(QUESTION_FORM_MESSAGES);
