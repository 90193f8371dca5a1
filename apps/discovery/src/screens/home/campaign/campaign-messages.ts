import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

type Key =
  | 'title'
  | 'loading'
  | 'failed'
  | 'retry'
  | 'close'
  | 'gone.title'
  | 'gone.body'
  | 'coupon.heading'
  | 'coupon.code'
  | 'coupon.how'
  | 'condition.percent'
  | 'condition.percent-up-to'
  | 'condition.minimum'
  | 'condition.first-booking'
  | 'condition.sign-in'
  | 'terms.heading'
  | 'cta.fallback';

/**
 * The campaign detail's own texts (docs/conventions.md 12), in its own chunk: home's first load does not carry them. What a
 * campaign says comes from the API; these frame it and state its coupon's conditions from the coupon's figures.
 */
export const campaignCatalogues: Catalogues<Key> = {
  'en-GB': {
    title: 'Offer',
    loading: 'Loading the offer',
    failed: 'This offer could not be loaded',
    retry: 'Try again',
    close: 'Close',
    'gone.title': 'This offer is not available',
    'gone.body': 'It may have ended. The offers on the home page are the ones you can use now.',
    'coupon.heading': 'The code',
    'coupon.code': 'Code {code}',
    'coupon.how': 'Enter it at checkout, where the saving is shown before you pay.',
    'condition.percent': '{percent}% off the room price before tax',
    'condition.percent-up-to': '{percent}% off the room price before tax, up to {max}',
    'condition.minimum': 'When the room price before tax is {min} or more',
    'condition.first-booking': 'On your first booking with us',
    'condition.sign-in': 'Sign in with your mobile number to use it',
    'terms.heading': 'Terms',
    'cta.fallback': 'See hotels',
  },
  'fr-FR': {
    title: 'Offre',
    loading: 'Chargement de l’offre',
    failed: 'Cette offre n’a pas pu être chargée',
    retry: 'Réessayer',
    close: 'Fermer',
    'gone.title': 'Cette offre n’est pas disponible',
    'gone.body': 'Elle est peut-être terminée. Les offres de la page d’accueil sont celles que vous pouvez utiliser.',
    'coupon.heading': 'Le code',
    'coupon.code': 'Code {code}',
    'coupon.how': 'Saisissez-le au paiement : la réduction s’affiche avant que vous payiez.',
    'condition.percent': '{percent} % de réduction sur le prix de la chambre hors taxes',
    'condition.percent-up-to': '{percent} % de réduction sur le prix de la chambre hors taxes, jusqu’à {max}',
    'condition.minimum': 'Si le prix de la chambre hors taxes atteint {min}',
    'condition.first-booking': 'Pour votre première réservation chez nous',
    'condition.sign-in': 'Connectez-vous avec votre numéro de mobile pour l’utiliser',
    'terms.heading': 'Conditions',
    'cta.fallback': 'Voir les hôtels',
  },
  'en-IN': {},
};

export const useCampaignT = createTranslationHook(campaignCatalogues);
