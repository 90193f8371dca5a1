import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './cities-messages.en-GB.json';
import FR_FR from './cities-messages.fr-FR.json';
import EN_IN from './cities-messages.en-IN.json';

type Key =
  | 'title'
  | 'lead'
  | 'filter.label'
  | 'filter.placeholder'
  | 'group.label'
  | 'group.letter'
  | 'group.state'
  | 'hotels'
  | 'count'
  | 'empty.title'
  | 'empty.body'
  | 'noMatch.title'
  | 'noMatch.body'
  | 'failed.title'
  | 'failed.body'
  | 'retry'
  | 'loading'
  | 'index'
  | 'top.title'
  | 'top.city';

export const citiesCatalogues: Catalogues<Key> = {
  'en-GB': EN_GB,
  'fr-FR': FR_FR,
  'en-IN': EN_IN,
};

export const useCitiesT = createTranslationHook(citiesCatalogues);
