import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

/** ImageCarousel's default texts (an app's prop always wins); en-GB is the source. */
const EN_GB = {
  'imageCarousel.next': 'Next photo',
  'imageCarousel.previous': 'Previous photo',
  'imageCarousel.slide': '{position} of {total}',
} as const;

export const IMAGE_CAROUSEL_MESSAGES = {
  'en-GB': EN_GB,
  'fr-FR': {
    'imageCarousel.next': 'Photo suivante',
    'imageCarousel.previous': 'Photo précédente',
    'imageCarousel.slide': '{position} sur {total}',
  },
} satisfies Catalogues<keyof typeof EN_GB>;

export const useImageCarouselT = createTranslationHook<keyof typeof EN_GB>(IMAGE_CAROUSEL_MESSAGES);
