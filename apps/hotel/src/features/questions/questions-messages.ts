import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './questions-messages.en-GB.json';
import FR_FR from './questions-messages.fr-FR.json';
import EN_IN from './questions-messages.en-IN.json';

type Key =
  | 'retry'
  | 'loading'
  | 'title'
  | 'total'
  | 'failed'
  | 'empty'
  | 'answeredBy'
  | 'verified'
  | 'noAnswer'
  | 'more'
  | 'loadingMore'
  | 'moreFailed'
  | 'end'
  | 'ask.title'
  | 'ask.label'
  | 'ask.hint'
  | 'ask.count'
  | 'ask.submit'
  | 'ask.sending'
  | 'ask.blank'
  | 'ask.short'
  | 'ask.long'
  | 'ask.sent'
  | 'ask.failed';

export const questionsCatalogues: Catalogues<Key> = {
  'en-GB': EN_GB,
  'fr-FR': FR_FR,
  'en-IN': EN_IN,
};

export const useQuestionsT = createTranslationHook(questionsCatalogues);
