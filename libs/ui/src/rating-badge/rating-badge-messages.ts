import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './rating-badge-messages.en-GB.json';
import FR_FR from './rating-badge-messages.fr-FR.json';

/** RatingBadge's default texts (an app's prop always wins); en-GB is the source. */
export const RATING_BADGE_MESSAGES = { 'en-GB': EN_GB, 'fr-FR': FR_FR } satisfies Catalogues<keyof typeof EN_GB>;

export const useRatingBadgeT = createTranslationHook<keyof typeof EN_GB>(RATING_BADGE_MESSAGES);
