import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

type Key =
  | 'form.label'
  | 'place.label'
  | 'place.placeholder'
  | 'place.required'
  | 'place.loading'
  | 'place.failed'
  | 'place.none'
  | 'place.recent'
  | 'place.count'
  | 'place.clear'
  | 'place.alias'
  | 'type.city'
  | 'type.locality'
  | 'type.landmark'
  | 'type.amenity'
  | 'type.hotel'
  | 'type.recent'
  | 'stay.label'
  | 'stay.value'
  | 'stay.nights'
  | 'stay.sheet'
  | 'stay.calendar'
  | 'stay.checkin'
  | 'stay.checkout'
  | 'stay.done'
  | 'stay.pickCheckout'
  | 'rooms.label'
  | 'rooms.summary'
  | 'rooms.count'
  | 'guests.count'
  | 'rooms.sheet'
  | 'rooms.room'
  | 'rooms.adults'
  | 'rooms.adultsHint'
  | 'rooms.kids'
  | 'rooms.kidsHint'
  | 'rooms.addAdult'
  | 'rooms.removeAdult'
  | 'rooms.addKid'
  | 'rooms.removeKid'
  | 'rooms.add'
  | 'rooms.remove'
  | 'rooms.done'
  | 'submit'
  | 'submitting'
  | 'close'
  | 'modal.title';

/** The search widget's texts (docs/conventions.md 12). en-GB is the source; fr-FR and en-IN translate or adapt. */
export const searchWidgetCatalogues: Catalogues<Key> = {
  'en-GB': {
    'form.label': 'Search hotels',
    'place.label': 'City, locality, landmark or hotel',
    'place.placeholder': 'Where are you going?',
    'place.required': 'Enter a city, locality, landmark or hotel',
    'place.loading': 'Looking for places…',
    'place.failed': 'Suggestions could not be loaded. Keep typing or search anyway.',
    'place.none': 'No matching places. Search anyway to see results.',
    'place.recent': 'Recent searches',
    'place.count': { one: '{count} suggestion available', other: '{count} suggestions available' },
    'place.clear': 'Clear',
    'place.alias': 'Also known as {name}',
    'type.city': 'City',
    'type.locality': 'Locality',
    'type.landmark': 'Landmark',
    'type.amenity': 'Amenity',
    'type.hotel': 'Hotel',
    'type.recent': 'Recent',
    'stay.label': 'Dates',
    'stay.value': '{checkin} – {checkout}',
    'stay.nights': { one: '{count} night', other: '{count} nights' },
    'stay.sheet': 'Choose your dates',
    'stay.calendar': 'Check-in and check-out dates',
    'stay.checkin': 'check-in',
    'stay.checkout': 'check-out',
    'stay.done': 'Done',
    'stay.pickCheckout': 'Now choose your check-out date (up to {max} nights).',
    'rooms.label': 'Rooms and guests',
    'rooms.summary': '{rooms}, {guests}',
    'rooms.count': { one: '{count} room', other: '{count} rooms' },
    'guests.count': { one: '{count} guest', other: '{count} guests' },
    'rooms.sheet': 'Rooms and guests',
    'rooms.room': 'Room {number}',
    'rooms.adults': 'Adults',
    'rooms.adultsHint': 'Up to {max} per room',
    'rooms.kids': 'Kids',
    'rooms.kidsHint': 'Up to {max} per room',
    'rooms.addAdult': 'Add an adult to room {number}',
    'rooms.removeAdult': 'Remove an adult from room {number}',
    'rooms.addKid': 'Add a kid to room {number}',
    'rooms.removeKid': 'Remove a kid from room {number}',
    'rooms.add': 'Add room',
    'rooms.remove': 'Remove last room',
    'rooms.done': 'Done',
    submit: 'Search',
    submitting: 'Searching…',
    close: 'Close',
    'modal.title': 'Modify search',
  },
  'fr-FR': {
    'form.label': 'Rechercher des hôtels',
    'place.label': 'Ville, quartier, lieu ou hôtel',
    'place.placeholder': 'Où allez-vous ?',
    'place.required': 'Saisissez une ville, un quartier, un lieu ou un hôtel',
    'place.loading': 'Recherche des lieux…',
    'place.failed': 'Les suggestions sont indisponibles. Continuez à saisir ou lancez la recherche.',
    'place.none': 'Aucun lieu correspondant. Lancez la recherche pour voir les résultats.',
    'place.recent': 'Recherches récentes',
    'place.count': {
      one: '{count} suggestion disponible',
      many: '{count} de suggestions disponibles',
      other: '{count} suggestions disponibles',
    },
    'place.clear': 'Effacer',
    'place.alias': 'Aussi appelé {name}',
    'type.city': 'Ville',
    'type.locality': 'Quartier',
    'type.landmark': 'Lieu',
    'type.amenity': 'Équipement',
    'type.hotel': 'Hôtel',
    'type.recent': 'Récent',
    'stay.label': 'Dates',
    'stay.value': '{checkin} – {checkout}',
    'stay.nights': { one: '{count} nuit', many: '{count} de nuits', other: '{count} nuits' },
    'stay.sheet': 'Choisissez vos dates',
    'stay.calendar': 'Dates d’arrivée et de départ',
    'stay.checkin': 'arrivée',
    'stay.checkout': 'départ',
    'stay.done': 'Valider',
    'stay.pickCheckout': 'Choisissez maintenant la date de départ (jusqu’à {max} nuits).',
    'rooms.label': 'Chambres et voyageurs',
    'rooms.summary': '{rooms}, {guests}',
    'rooms.count': { one: '{count} chambre', many: '{count} de chambres', other: '{count} chambres' },
    'guests.count': { one: '{count} voyageur', many: '{count} de voyageurs', other: '{count} voyageurs' },
    'rooms.sheet': 'Chambres et voyageurs',
    'rooms.room': 'Chambre {number}',
    'rooms.adults': 'Adultes',
    'rooms.adultsHint': 'Jusqu’à {max} par chambre',
    'rooms.kids': 'Enfants',
    'rooms.kidsHint': 'Jusqu’à {max} par chambre',
    'rooms.addAdult': 'Ajouter un adulte à la chambre {number}',
    'rooms.removeAdult': 'Retirer un adulte de la chambre {number}',
    'rooms.addKid': 'Ajouter un enfant à la chambre {number}',
    'rooms.removeKid': 'Retirer un enfant de la chambre {number}',
    'rooms.add': 'Ajouter une chambre',
    'rooms.remove': 'Retirer la dernière chambre',
    'rooms.done': 'Valider',
    submit: 'Rechercher',
    submitting: 'Recherche…',
    close: 'Fermer',
    'modal.title': 'Modifier la recherche',
  },
  'en-IN': {
    'place.placeholder': 'Where are you headed?',
    'place.clear': 'Clear',
    'place.alias': 'Also called {name}',
  },
};

export const useSearchWidgetT = createTranslationHook(searchWidgetCatalogues);
