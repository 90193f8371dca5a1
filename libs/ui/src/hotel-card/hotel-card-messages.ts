import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

/** HotelCard's default texts (an app's prop always wins); en-GB is the source. */
const EN_GB = {
  'hotelCard.photos': 'Photos of {name}',
} as const;

export const HOTEL_CARD_MESSAGES = {
  'en-GB': EN_GB,
  'fr-FR': {
    'hotelCard.photos': 'Photos de {name}',
  },
} satisfies Catalogues<keyof typeof EN_GB>;

export const useHotelCardT = createTranslationHook<keyof typeof EN_GB>(HOTEL_CARD_MESSAGES);
