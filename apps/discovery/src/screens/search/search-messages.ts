import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './search-messages.en-GB.json';
import FR_FR from './search-messages.fr-FR.json';
import EN_IN from './search-messages.en-IN.json';

type Key =
  | 'title.empty'
  | 'title.term'
  | 'prompt'
  | 'places.title'
  | 'places.failed'
  | 'places.alias'
  | 'hotels.title'
  | 'hotels.failed'
  | 'hotels.count'
  | 'hotels.rating'
  | 'amenity.title'
  | 'amenity.failed'
  | 'amenity.link'
  | 'type.city'
  | 'type.locality'
  | 'type.landmark'
  | 'type.amenity'
  | 'type.hotel'
  | 'empty.title'
  | 'empty.body'
  | 'empty.cities'
  | 'retry'
  | 'loading';

export const searchCatalogues: Catalogues<Key> = {
  'en-GB': EN_GB,
  'fr-FR': FR_FR,
  'en-IN': EN_IN,
};

export const useSearchT = createTranslationHook(searchCatalogues);
