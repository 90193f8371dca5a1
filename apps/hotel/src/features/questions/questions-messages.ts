import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './questions-messages.en-GB.json';
import EN_IN from './questions-messages.en-IN.json';

type Key = keyof typeof EN_GB;

export const questionsCatalogues: Catalogues<Key> = defineCatalogues(
  { 'en-GB': EN_GB, 'en-IN': EN_IN },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './questions-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './questions-messages.hi-IN.json'),
  },
);

export const useQuestionsT = createTranslationHook(questionsCatalogues);
