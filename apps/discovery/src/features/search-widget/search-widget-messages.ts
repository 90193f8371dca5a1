import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './search-widget-messages.en-GB.json';
import FR_FR from './search-widget-messages.fr-FR.json';
import EN_IN from './search-widget-messages.en-IN.json';

type Key = keyof typeof EN_GB;

/** The search widget's texts (docs/conventions.md 12). en-GB is the source; fr-FR and en-IN translate or adapt. */
export const searchWidgetCatalogues: Catalogues<Key> = { 'en-GB': EN_GB, 'fr-FR': FR_FR, 'en-IN': EN_IN };

export const useSearchWidgetT = createTranslationHook(searchWidgetCatalogues);
