import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './image-carousel-messages.en-GB.json';

/** ImageCarousel's default texts (an app's prop always wins); en-GB is the source. */
export const IMAGE_CAROUSEL_MESSAGES = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './image-carousel-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './image-carousel-messages.hi-IN.json'),
  },
) satisfies Catalogues<keyof typeof EN_GB>;

export const useImageCarouselT = createTranslationHook<keyof typeof EN_GB>(IMAGE_CAROUSEL_MESSAGES);
