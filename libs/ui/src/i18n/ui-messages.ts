import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

/**
 * The design system's own texts: the labels a component shows when the app passes none (Close, check-in...).
 * en-GB is the source; other locales translate; an app's prop always wins.
 * Keys are `<component>.<text>`, so a component's texts are easy to find and to remove with it.
 */
const EN_GB = {
  'appBar.back': 'Back',
  'chip.remove': 'Remove {label}',
  'dateRange.checkIn': 'check-in',
  'dateRange.checkOut': 'check-out',
  'dialog.close': 'Close',
  'errorState.retry': 'Retry',
  'hotelCard.photos': 'Photos of {name}',
  'imageCarousel.next': 'Next photo',
  'imageCarousel.previous': 'Previous photo',
  'imageCarousel.slide': '{position} of {total}',
  'otpInput.digit': 'Digit {position} of {total}',
  'phoneInput.countryCode': 'Country code',
  'priceTag.discount': '{percentage}% off',
  'priceTag.original': 'Original price',
  'ratingBadge.rated': 'Rated {rating} out of 5',
  'stateView.loading': 'Loading',
  'stepper.decrease': 'Decrease {label}',
  'stepper.increase': 'Increase {label}',
  'submitStatus.failed': 'Could not submit. Please try again.',
  'submitStatus.succeeded': 'Submitted',
  'textArea.count': '{count} of {max} characters',
  'toast.dismiss': 'Dismiss',
} as const;

export type UiMessageKey = keyof typeof EN_GB;

/** Exported for the spec that checks every locale translates every text; components use `useUiT`. */
export const UI_MESSAGES = {
  'en-GB': EN_GB,
  // French typography puts a no-break space before ':' and '%' (\u00a0), so a label never wraps there.
  'fr-FR': {
    'appBar.back': 'Retour',
    'chip.remove': 'Retirer\u00a0: {label}',
    'dateRange.checkIn': 'arrivée',
    'dateRange.checkOut': 'départ',
    'dialog.close': 'Fermer',
    'errorState.retry': 'Réessayer',
    'hotelCard.photos': 'Photos de {name}',
    'imageCarousel.next': 'Photo suivante',
    'imageCarousel.previous': 'Photo précédente',
    'imageCarousel.slide': '{position} sur {total}',
    'otpInput.digit': 'Chiffre {position} sur {total}',
    'phoneInput.countryCode': 'Indicatif pays',
    'priceTag.discount': '{percentage}\u00a0% de réduction',
    'priceTag.original': 'Prix initial',
    'ratingBadge.rated': 'Noté {rating} sur 5',
    'stateView.loading': 'Chargement',
    'stepper.decrease': 'Diminuer\u00a0: {label}',
    'stepper.increase': 'Augmenter\u00a0: {label}',
    'submitStatus.failed': 'Échec de l’envoi. Veuillez réessayer.',
    'submitStatus.succeeded': 'Envoyé',
    // French counts 0 and 1 in the singular.
    'textArea.count': { one: '{count} caractère sur {max}', other: '{count} caractères sur {max}' },
    'toast.dismiss': 'Fermer',
  },
} satisfies Catalogues<UiMessageKey>;

export const useUiT = createTranslationHook<UiMessageKey>(UI_MESSAGES);
