import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './image-carousel-messages.en-GB.json';
import FR_FR from './image-carousel-messages.fr-FR.json';

/** ImageCarousel's default texts (an app's prop always wins); en-GB is the source. */
export const IMAGE_CAROUSEL_MESSAGES = { 'en-GB': EN_GB, 'fr-FR': FR_FR } satisfies Catalogues<keyof typeof EN_GB>;

export const useImageCarouselT = createTranslationHook<keyof typeof EN_GB>(IMAGE_CAROUSEL_MESSAGES);
