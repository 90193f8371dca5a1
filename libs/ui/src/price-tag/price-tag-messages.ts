import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

/** PriceTag's default texts (an app's prop always wins); en-GB is the source. */
const EN_GB = {
  'priceTag.discount': '{percentage}% off',
  'priceTag.original': 'Original price',
} as const;

export const PRICE_TAG_MESSAGES = {
  'en-GB': EN_GB,
  'fr-FR': {
    'priceTag.discount': '{percentage}\u00a0% de réduction',
    'priceTag.original': 'Prix initial',
  },
} satisfies Catalogues<keyof typeof EN_GB>;

export const usePriceTagT = createTranslationHook<keyof typeof EN_GB>(PRICE_TAG_MESSAGES);
