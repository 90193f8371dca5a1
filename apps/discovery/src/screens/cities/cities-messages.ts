import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

type Key =
  | 'title'
  | 'lead'
  | 'filter.label'
  | 'filter.placeholder'
  | 'group.label'
  | 'group.letter'
  | 'group.state'
  | 'hotels'
  | 'count'
  | 'empty.title'
  | 'empty.body'
  | 'noMatch.title'
  | 'noMatch.body'
  | 'failed.title'
  | 'failed.body'
  | 'retry'
  | 'loading'
  | 'index'
  | 'top.title'
  | 'top.city';

export const citiesCatalogues: Catalogues<Key> = {
  'en-GB': {
    title: 'All cities',
    lead: 'Choose a city to see its hotels.',
    'filter.label': 'Find a city',
    'filter.placeholder': 'Type a city or state',
    'group.label': 'Group cities',
    'group.letter': 'A to Z',
    'group.state': 'By state',
    hotels: { one: '{count} hotel', other: '{count} hotels' },
    count: { one: '{count} city', other: '{count} cities' },
    'top.title': 'Cities with the most hotels',
    'top.city': { one: '{city} ({count} hotel)', other: '{city} ({count} hotels)' },
    'empty.title': 'No cities yet',
    'empty.body': 'We are not in any city just now. Please check back soon.',
    'noMatch.title': 'No city matches “{text}”',
    'noMatch.body': 'Check the spelling, or clear the box to see every city.',
    'failed.title': 'Cities could not be loaded',
    'failed.body': 'Check your connection and try again.',
    retry: 'Try again',
    loading: 'Loading cities',
    index: 'Jump to',
  },
  'fr-FR': {
    title: 'Toutes les villes',
    lead: 'Choisissez une ville pour voir ses hôtels.',
    'filter.label': 'Trouver une ville',
    'filter.placeholder': 'Saisissez une ville ou un État',
    'group.label': 'Regrouper les villes',
    'group.letter': 'De A à Z',
    'group.state': 'Par État',
    hotels: { one: '{count} hôtel', many: '{count} d’hôtels', other: '{count} hôtels' },
    count: { one: '{count} ville', many: '{count} de villes', other: '{count} villes' },
    'top.title': 'Les villes qui comptent le plus d’hôtels',
    'top.city': { one: '{city} ({count} hôtel)', many: '{city} ({count} d’hôtels)', other: '{city} ({count} hôtels)' },
    'empty.title': 'Aucune ville pour le moment',
    'empty.body': 'Nous ne sommes présents dans aucune ville pour l’instant. Revenez bientôt.',
    'noMatch.title': 'Aucune ville ne correspond à « {text} »',
    'noMatch.body': 'Vérifiez l’orthographe ou videz le champ pour voir toutes les villes.',
    'failed.title': 'Les villes n’ont pas pu être chargées',
    'failed.body': 'Vérifiez votre connexion et réessayez.',
    retry: 'Réessayer',
    loading: 'Chargement des villes',
    index: 'Aller à',
  },
  'en-IN': {},
};

export const useCitiesT = createTranslationHook(citiesCatalogues);
