import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

type Key =
  | 'title.empty'
  | 'title.term'
  | 'prompt'
  | 'places.title'
  | 'places.failed'
  | 'places.alias'
  | 'hotels.title'
  | 'hotels.failed'
  | 'hotels.count'
  | 'hotels.rating'
  | 'amenity.title'
  | 'amenity.failed'
  | 'amenity.link'
  | 'type.city'
  | 'type.locality'
  | 'type.landmark'
  | 'type.amenity'
  | 'type.hotel'
  | 'empty.title'
  | 'empty.body'
  | 'empty.cities'
  | 'retry'
  | 'loading';

export const searchCatalogues: Catalogues<Key> = {
  'en-GB': {
    'title.empty': 'Search hotels',
    'title.term': 'Results for “{term}”',
    prompt: 'Type a city, locality, landmark or hotel name to start.',
    'places.title': 'Places',
    'places.failed': 'Places could not be loaded',
    'places.alias': 'Also known as {name}',
    'hotels.title': 'Hotels',
    'hotels.failed': 'Hotels could not be loaded',
    'hotels.count': { one: '{count} hotel found', other: '{count} hotels found' },
    'hotels.rating': 'Rated {rating} out of 5',
    'amenity.title': 'Choose a city for {amenity}',
    'amenity.failed': 'Cities could not be loaded',
    'amenity.link': 'Hotels with {amenity} in {city}',
    'type.city': 'City',
    'type.locality': 'Locality',
    'type.landmark': 'Landmark',
    'type.amenity': 'Amenity',
    'type.hotel': 'Hotel',
    'empty.title': 'Nothing found for “{term}”',
    'empty.body': 'Check the spelling, try a nearby city, or browse every city we are in.',
    'empty.cities': 'See all cities',
    retry: 'Try again',
    loading: 'Loading results',
  },
  'fr-FR': {
    'title.empty': 'Rechercher des hôtels',
    'title.term': 'Résultats pour « {term} »',
    prompt: 'Saisissez une ville, un quartier, un lieu ou un nom d’hôtel pour commencer.',
    'places.title': 'Lieux',
    'places.failed': 'Les lieux n’ont pas pu être chargés',
    'places.alias': 'Aussi appelé {name}',
    'hotels.title': 'Hôtels',
    'hotels.failed': 'Les hôtels n’ont pas pu être chargés',
    'hotels.count': { one: '{count} hôtel trouvé', many: '{count} d’hôtels trouvés', other: '{count} hôtels trouvés' },
    'hotels.rating': 'Noté {rating} sur 5',
    'amenity.title': 'Choisissez une ville pour {amenity}',
    'amenity.failed': 'Les villes n’ont pas pu être chargées',
    'amenity.link': 'Hôtels avec {amenity} à {city}',
    'type.city': 'Ville',
    'type.locality': 'Quartier',
    'type.landmark': 'Lieu',
    'type.amenity': 'Équipement',
    'type.hotel': 'Hôtel',
    'empty.title': 'Aucun résultat pour « {term} »',
    'empty.body': 'Vérifiez l’orthographe, essayez une ville proche ou parcourez toutes nos villes.',
    'empty.cities': 'Voir toutes les villes',
    retry: 'Réessayer',
    loading: 'Chargement des résultats',
  },
  'en-IN': {
    'places.alias': 'Also called {name}',
  },
};

export const useSearchT = createTranslationHook(searchCatalogues);
