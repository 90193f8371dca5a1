import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './question-form-messages.en-GB.json';

/** QuestionForm's default texts, the same wherever a guest asks (an app's prop always wins); en-GB is the source. */
export const QUESTION_FORM_MESSAGES = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './question-form-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './question-form-messages.hi-IN.json'),
  },
) satisfies Catalogues<keyof typeof EN_GB>;

export const useQuestionFormT = createTranslationHook<keyof typeof EN_GB>(QUESTION_FORM_MESSAGES);
