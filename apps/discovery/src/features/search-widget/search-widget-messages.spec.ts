import { createTranslate } from '@nivaas/i18n';
import { searchWidgetCatalogues } from './search-widget-messages';

const en = createTranslate(searchWidgetCatalogues, 'en-GB');
const fr = createTranslate(searchWidgetCatalogues, 'fr-FR');

describe("search widget texts: counts by each locale's plural rules", () => {
  it('given en-GB, then 1 is singular and 2 is plural', () => {
    expect(
      en('rooms.summary', { rooms: en('rooms.count', { count: 1 }), guests: en('guests.count', { count: 1 }) }),
    ).toBe('1 room, 1 guest');
    expect(
      en('rooms.summary', { rooms: en('rooms.count', { count: 2 }), guests: en('guests.count', { count: 2 }) }),
    ).toBe('2 rooms, 2 guests');
    expect(en('stay.nights', { count: 1 })).toBe('1 night');
    expect(en('stay.nights', { count: 2 })).toBe('2 nights');
    expect(en('place.count', { count: 1 })).toBe('1 suggestion available');
    expect(en('place.count', { count: 3 })).toBe('3 suggestions available');
  });

  it('given fr-FR, then 0 and 1 are singular and 2 is plural', () => {
    expect(fr('rooms.count', { count: 0 })).toBe('0 chambre');
    expect(fr('guests.count', { count: 0 })).toBe('0 voyageur');
    expect(
      fr('rooms.summary', { rooms: fr('rooms.count', { count: 1 }), guests: fr('guests.count', { count: 1 }) }),
    ).toBe('1 chambre, 1 voyageur');
    expect(
      fr('rooms.summary', { rooms: fr('rooms.count', { count: 2 }), guests: fr('guests.count', { count: 2 }) }),
    ).toBe('2 chambres, 2 voyageurs');
    expect(fr('stay.nights', { count: 1 })).toBe('1 nuit');
    expect(fr('stay.nights', { count: 2 })).toBe('2 nuits');
    expect(fr('place.count', { count: 1 })).toBe('1 suggestion disponible');
    expect(fr('place.count', { count: 3 })).toBe('3 suggestions disponibles');
  });
});
