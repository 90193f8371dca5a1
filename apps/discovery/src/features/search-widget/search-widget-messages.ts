import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './search-widget-messages.en-GB.json';
import FR_FR from './search-widget-messages.fr-FR.json';
import EN_IN from './search-widget-messages.en-IN.json';

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
  'en-GB': EN_GB,
  'fr-FR': FR_FR,
  'en-IN': EN_IN,
};

export const useSearchWidgetT = createTranslationHook(searchWidgetCatalogues);
