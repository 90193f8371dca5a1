import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

type Key = 'special.title' | 'special.one' | 'special.many' | 'areas.title' | 'areas.city' | 'areas.area';

/**
 * Texts of home's newer below-the-fold sections, apart from home's own catalogue so that home's first load does not
 * carry them (they arrive with the below-the-fold chunk).
 */
export const belowFoldCatalogues: Catalogues<Key> = {
  'en-GB': {
    'special.title': 'New Year specials',
    'special.one': '{percent}% off the room rate for the night of {date}, at these hotels',
    'special.many': '{percent}% off the room rate for the nights of {from} to {to}, at these hotels',
    'areas.title': 'Popular areas',
    'areas.city': 'Areas of {city}',
    'areas.area': { one: '{area}, {count} hotel', other: '{area}, {count} hotels' },
  },
  'fr-FR': {
    'special.title': 'Offres du Nouvel An',
    'special.one': '{percent} % de réduction sur le prix de la chambre pour la nuit du {date}, dans ces hôtels',
    'special.many':
      '{percent} % de réduction sur le prix de la chambre pour les nuits du {from} au {to}, dans ces hôtels',
    'areas.title': 'Quartiers populaires',
    'areas.city': 'Quartiers de {city}',
    'areas.area': {
      one: '{area}, {count} hôtel',
      many: '{area}, {count} d’hôtels',
      other: '{area}, {count} hôtels',
    },
  },
  'en-IN': {},
};

export const useBelowFoldT = createTranslationHook(belowFoldCatalogues);
