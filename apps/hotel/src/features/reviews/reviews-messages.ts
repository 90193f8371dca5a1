import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './reviews-messages.en-GB.json';
import FR_FR from './reviews-messages.fr-FR.json';
import EN_IN from './reviews-messages.en-IN.json';

type Key = keyof typeof EN_GB;

export const reviewsCatalogues: Catalogues<Key> = { 'en-GB': EN_GB, 'fr-FR': FR_FR, 'en-IN': EN_IN };

export const useReviewsT = createTranslationHook(reviewsCatalogues);
