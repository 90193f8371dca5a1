import { slugify } from '@nivaas/routes';
import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './hotel-details-messages.en-GB.json';
import EN_IN from './hotel-details-messages.en-IN.json';

/** The hotel details screen's own texts (its features have theirs). en-GB is the source; fr-FR translates them. */
export type HotelDetailsMessageKey = keyof typeof EN_GB;

export const HOTEL_DETAILS_MESSAGES: Catalogues<HotelDetailsMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB, 'en-IN': EN_IN },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './hotel-details-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './hotel-details-messages.hi-IN.json'),
  },
);

export type HotelDetailsT = Translate<HotelDetailsMessageKey>;

export const useHotelDetailsT = createTranslationHook(HOTEL_DETAILS_MESSAGES);

/**
 * A popular collection's name in the page's language. The API sends the collection's own name (an identifier the
 * listing filters by, "Top Rated"); a collection the catalogue does not know yet shows as the API wrote it.
 */
export function collectionLabel(t: HotelDetailsT, name: string): string {
  const key = `collection.${slugify(name)}`;
  return Object.prototype.hasOwnProperty.call(EN_GB, key) ? t(key as HotelDetailsMessageKey) : name;
}
