import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

/** RatingBadge's default texts (an app's prop always wins); en-GB is the source. */
const EN_GB = {
  'ratingBadge.rated': 'Rated {rating} out of 5',
} as const;

export const RATING_BADGE_MESSAGES = {
  'en-GB': EN_GB,
  'fr-FR': {
    'ratingBadge.rated': 'Noté {rating} sur 5',
  },
} satisfies Catalogues<keyof typeof EN_GB>;

export const useRatingBadgeT = createTranslationHook<keyof typeof EN_GB>(RATING_BADGE_MESSAGES);
