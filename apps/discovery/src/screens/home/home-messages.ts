import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

type Key =
  | 'title'
  | 'subtitle'
  | 'cities.title'
  | 'cities.hotels'
  | 'cities.all'
  | 'cities.empty'
  | 'cities.failed'
  | 'banners.label'
  | 'banners.coupon'
  | 'banners.details'
  | 'landing.budget'
  | 'landing.couple_friendly_hotels'
  | 'landing.hotels_with_free_breakfast'
  | 'landing.failed'
  | 'landing.rating'
  | 'promotions.title'
  | 'promotions.failed'
  | 'perfectStay.more'
  | 'rewards.more'
  | 'rewards.modal'
  | 'rewards.nights'
  | 'rewards.join'
  | 'rewards.terms'
  | 'recent.title'
  | 'recent.clear'
  | 'recent.clearLabel'
  | 'seoFooter.title'
  | 'seoFooter.failed'
  | 'retry'
  | 'close'
  | 'loading';

/** The home screen's texts (docs/conventions.md 12). Content texts come from the API; these frame them. */
export const homeCatalogues: Catalogues<Key> = {
  'en-GB': {
    title: 'Budget hotels across India',
    subtitle: 'Clean rooms, free Wi-Fi and 24x7 support in every city we are in.',
    'cities.title': 'Popular cities',
    'cities.hotels': { one: '{count} hotel', other: '{count} hotels' },
    'cities.all': 'All cities',
    'cities.empty': 'No popular cities to show just now.',
    'cities.failed': 'Popular cities could not be loaded',
    'banners.label': 'Offers',
    'banners.coupon': 'Code {code}',
    'banners.details': 'See the offer',
    'landing.budget': 'Budget hotels',
    'landing.couple_friendly_hotels': 'Couple friendly hotels',
    'landing.hotels_with_free_breakfast': 'Hotels with free breakfast',
    'landing.failed': 'Hotel picks could not be loaded',
    'landing.rating': 'Rated {rating} out of 5',
    'promotions.title': 'Ways to pay less',
    'promotions.failed': 'Offers could not be loaded',
    'perfectStay.more': 'How it works',
    'rewards.more': 'See the benefits',
    'rewards.modal': 'Traveller rewards',
    'rewards.nights': { one: 'From {count} night a year', other: 'From {count} nights a year' },
    'rewards.join': 'Introducing rewards',
    'rewards.terms': 'Terms and conditions',
    'recent.title': 'Recently viewed',
    'recent.clear': 'Clear',
    'recent.clearLabel': 'Clear recently viewed hotels',
    'seoFooter.title': 'Budget hotels across India',
    'seoFooter.failed': 'This section could not be loaded',
    retry: 'Try again',
    close: 'Close',
    loading: 'Loading',
  },
  'fr-FR': {
    title: 'Hôtels économiques partout en Inde',
    subtitle: 'Chambres propres, Wi-Fi gratuit et assistance 24 h/24 dans chacune de nos villes.',
    'cities.title': 'Villes populaires',
    'cities.hotels': { one: '{count} hôtel', many: '{count} d’hôtels', other: '{count} hôtels' },
    'cities.all': 'Toutes les villes',
    'cities.empty': 'Aucune ville populaire à afficher pour le moment.',
    'cities.failed': 'Les villes populaires n’ont pas pu être chargées',
    'banners.label': 'Offres',
    'banners.coupon': 'Code {code}',
    'banners.details': 'Voir l’offre',
    'landing.budget': 'Hôtels économiques',
    'landing.couple_friendly_hotels': 'Hôtels accueillant les couples',
    'landing.hotels_with_free_breakfast': 'Hôtels avec petit-déjeuner offert',
    'landing.failed': 'La sélection d’hôtels n’a pas pu être chargée',
    'landing.rating': 'Noté {rating} sur 5',
    'promotions.title': 'Payer moins',
    'promotions.failed': 'Les offres n’ont pas pu être chargées',
    'perfectStay.more': 'Comment ça marche',
    'rewards.more': 'Voir les avantages',
    'rewards.modal': 'Récompenses voyageurs',
    'rewards.nights': {
      one: 'À partir de {count} nuit par an',
      many: 'À partir de {count} de nuits par an',
      other: 'À partir de {count} nuits par an',
    },
    'rewards.join': 'Découvrir les récompenses',
    'rewards.terms': 'Conditions générales',
    'recent.title': 'Consultés récemment',
    'recent.clear': 'Effacer',
    'recent.clearLabel': 'Effacer les hôtels consultés récemment',
    'seoFooter.title': 'Hôtels économiques partout en Inde',
    'seoFooter.failed': 'Cette section n’a pas pu être chargée',
    retry: 'Réessayer',
    close: 'Fermer',
    loading: 'Chargement',
  },
  'en-IN': {},
};

export const useHomeT = createTranslationHook(homeCatalogues);
