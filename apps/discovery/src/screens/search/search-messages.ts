import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './search-messages.en-GB.json';
import FR_FR from './search-messages.fr-FR.json';
import EN_IN from './search-messages.en-IN.json';

type Key = keyof typeof EN_GB;

export const searchCatalogues: Catalogues<Key> = { 'en-GB': EN_GB, 'fr-FR': FR_FR, 'en-IN': EN_IN };

export const useSearchT = createTranslationHook(searchCatalogues);
