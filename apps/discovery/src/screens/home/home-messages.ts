import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './home-messages.en-GB.json';
import FR_FR from './home-messages.fr-FR.json';
import EN_IN from './home-messages.en-IN.json';

type Key = keyof typeof EN_GB;

/** The home screen's texts (docs/conventions.md 12). Content texts come from the API; these frame them. */
export const homeCatalogues: Catalogues<Key> = { 'en-GB': EN_GB, 'fr-FR': FR_FR, 'en-IN': EN_IN };

export const useHomeT = createTranslationHook(homeCatalogues);
