import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';

/** The coupon section's and modal's texts. en-GB is the source; fr-FR translates them. */
const EN_GB = {
  heading: 'Coupons',
  open: 'Apply a coupon',
  applied: '{code} applied: you save {saving}',
  remove: 'Remove',
  'remove.label': 'Remove coupon {code}',
  removing: 'Removing the coupon…',
  'modal.title': 'Coupons',
  'suggested.heading': 'Available for this room',
  'suggested.saving': 'Saves {saving} on this stay',
  'suggested.apply': 'Apply',
  'suggested.apply.label': 'Apply coupon {code}',
  'code.label': 'Coupon code',
  'code.apply': 'Apply code',
  'code.required': 'Enter a coupon code.',
  applying: 'Applying the coupon…',
  none: 'No coupon is offered for this room right now; you can still enter a code you have.',
} as const;

export type CouponsMessageKey = keyof typeof EN_GB;

export const COUPONS_MESSAGES: Catalogues<CouponsMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': {
    heading: 'Codes promo',
    open: 'Appliquer un code promo',
    applied: '{code} appliqué : vous économisez {saving}',
    remove: 'Retirer',
    'remove.label': 'Retirer le code promo {code}',
    removing: 'Retrait du code promo…',
    'modal.title': 'Codes promo',
    'suggested.heading': 'Disponible pour cette chambre',
    'suggested.saving': 'Économisez {saving} sur ce séjour',
    'suggested.apply': 'Appliquer',
    'suggested.apply.label': 'Appliquer le code promo {code}',
    'code.label': 'Code promo',
    'code.apply': 'Appliquer le code',
    'code.required': 'Saisissez un code promo.',
    applying: 'Application du code promo…',
    none: 'Aucun code promo n’est proposé pour cette chambre pour le moment ; vous pouvez saisir un code que vous avez.',
  },
};

export type CouponsT = Translate<CouponsMessageKey>;

export const useCouponsT = createTranslationHook(COUPONS_MESSAGES);
