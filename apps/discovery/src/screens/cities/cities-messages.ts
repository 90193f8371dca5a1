import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './cities-messages.en-GB.json';
import FR_FR from './cities-messages.fr-FR.json';
import EN_IN from './cities-messages.en-IN.json';

type Key = keyof typeof EN_GB;

export const citiesCatalogues: Catalogues<Key> = { 'en-GB': EN_GB, 'fr-FR': FR_FR, 'en-IN': EN_IN };

export const useCitiesT = createTranslationHook(citiesCatalogues);
