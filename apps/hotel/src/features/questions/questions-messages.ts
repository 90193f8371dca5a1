import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './questions-messages.en-GB.json';
import FR_FR from './questions-messages.fr-FR.json';
import EN_IN from './questions-messages.en-IN.json';

type Key = keyof typeof EN_GB;

export const questionsCatalogues: Catalogues<Key> = { 'en-GB': EN_GB, 'fr-FR': FR_FR, 'en-IN': EN_IN };

export const useQuestionsT = createTranslationHook(questionsCatalogues);
