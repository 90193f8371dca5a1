import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';

/** The gallery's texts. en-GB is the source; fr-FR translates them. */
const EN_GB = {
  photos: 'Photos of {hotel}',
  'photo.previous': 'Previous photo',
  'photo.next': 'Next photo',
  'photo.position': '{position} of {total}',
  'view-all': { one: 'View {count} photo', other: 'View all {count} photos' },
  'dialog.title': 'Photos of {hotel}',
  'dialog.close': 'Close photos',
  'dialog.categories': 'Photo categories',
  'category.facade': 'Building',
  'category.room': 'Rooms',
  'category.lobby': 'Lobby',
  'category.washroom': 'Bathrooms',
  'category.restaurant': 'Restaurant',
  'category.other': 'More photos',
  'category.count': { one: '{count} photo', other: '{count} photos' },
  'no-photos': 'No photos of this hotel yet',
} as const;

export type GalleryMessageKey = keyof typeof EN_GB;

export const GALLERY_MESSAGES: Catalogues<GalleryMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': {
    photos: 'Photos de {hotel}',
    'photo.previous': 'Photo précédente',
    'photo.next': 'Photo suivante',
    'photo.position': '{position} sur {total}',
    'view-all': { one: 'Voir {count} photo', many: 'Voir les {count} de photos', other: 'Voir les {count} photos' },
    'dialog.title': 'Photos de {hotel}',
    'dialog.close': 'Fermer les photos',
    'dialog.categories': 'Catégories de photos',
    'category.facade': 'Bâtiment',
    'category.room': 'Chambres',
    'category.lobby': 'Hall',
    'category.washroom': 'Salles de bain',
    'category.restaurant': 'Restaurant',
    'category.other': 'Autres photos',
    'category.count': { one: '{count} photo', many: '{count} de photos', other: '{count} photos' },
    'no-photos': 'Pas encore de photo de cet hôtel',
  },
};

export type GalleryT = Translate<GalleryMessageKey>;

export const useGalleryT = createTranslationHook(GALLERY_MESSAGES);

/** A category's name: the catalogue's when it knows the category, else the API's words with spaces. */
export function categoryLabel(t: GalleryT, category: string): string {
  const key = `category.${category.toLowerCase()}`;
  return Object.prototype.hasOwnProperty.call(EN_GB, key)
    ? t(key as GalleryMessageKey)
    : category.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}
