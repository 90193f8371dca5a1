import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './below-fold-messages.en-GB.json';
import FR_FR from './below-fold-messages.fr-FR.json';
import EN_IN from './below-fold-messages.en-IN.json';

type Key = 'special.title' | 'special.one' | 'special.many' | 'areas.title' | 'areas.city' | 'areas.area';

/**
 * Texts of home's newer below-the-fold sections, apart from home's own catalogue so that home's first load does not
 * carry them (they arrive with the below-the-fold chunk).
 */
export const belowFoldCatalogues: Catalogues<Key> = { 'en-GB': EN_GB, 'fr-FR': FR_FR, 'en-IN': EN_IN };

export const useBelowFoldT = createTranslationHook(belowFoldCatalogues);
