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
  'suggested.saving': 'Saves {saving} on this stay',
  'list.label': 'Coupons for this stay',
  'list.loading': 'Loading coupons…',
  'list.applied': 'Applied: you save {saving}',
  'list.login': 'For members: sign in to use it.',
  'list.login.action': 'Sign in',
  'list.login.action.label': 'Sign in to use {code}',
  'list.first-booking': 'Only on a first booking.',
  'list.minimum': 'For stays of {amount} or more before tax.',
  'suggested.apply': 'Apply',
  'suggested.apply.label': 'Apply coupon {code}',
  'code.label': 'Coupon code',
  'code.apply': 'Apply code',
  'code.required': 'Enter a coupon code.',
  applying: 'Applying the coupon…',
  none: 'No coupon is offered right now; you can still enter a code you have.',
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
    'suggested.saving': 'Économisez {saving} sur ce séjour',
    'list.label': 'Codes promo pour ce séjour',
    'list.loading': 'Chargement des codes promo…',
    'list.applied': 'Appliqué : vous économisez {saving}',
    'list.login': 'Réservé aux membres : connectez-vous pour l’utiliser.',
    'list.login.action': 'Se connecter',
    'list.login.action.label': 'Se connecter pour utiliser {code}',
    'list.first-booking': 'Uniquement pour une première réservation.',
    'list.minimum': 'Pour les séjours de {amount} ou plus hors taxes.',
    'suggested.apply': 'Appliquer',
    'suggested.apply.label': 'Appliquer le code promo {code}',
    'code.label': 'Code promo',
    'code.apply': 'Appliquer le code',
    'code.required': 'Saisissez un code promo.',
    applying: 'Application du code promo…',
    none: 'Aucun code promo n’est proposé pour le moment ; vous pouvez saisir un code que vous avez.',
  },
};

export type CouponsT = Translate<CouponsMessageKey>;

export const useCouponsT = createTranslationHook(COUPONS_MESSAGES);
