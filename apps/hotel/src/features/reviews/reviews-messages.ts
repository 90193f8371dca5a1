import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './reviews-messages.en-GB.json';
import EN_IN from './reviews-messages.en-IN.json';

type Key = keyof typeof EN_GB;

export const reviewsCatalogues: Catalogues<Key> = defineCatalogues(
  { 'en-GB': EN_GB, 'en-IN': EN_IN },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './reviews-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './reviews-messages.hi-IN.json'),
  },
);

export const useReviewsT = createTranslationHook(reviewsCatalogues);
