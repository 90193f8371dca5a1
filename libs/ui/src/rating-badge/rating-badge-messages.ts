import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './rating-badge-messages.en-GB.json';

/** RatingBadge's default texts (an app's prop always wins); en-GB is the source. */
export const RATING_BADGE_MESSAGES = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './rating-badge-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './rating-badge-messages.hi-IN.json'),
  },
) satisfies Catalogues<keyof typeof EN_GB>;

export const useRatingBadgeT = createTranslationHook<keyof typeof EN_GB>(RATING_BADGE_MESSAGES);
