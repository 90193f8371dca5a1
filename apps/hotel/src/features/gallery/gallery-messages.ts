import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './gallery-messages.en-GB.json';

/** The gallery's texts. en-GB is the source; fr-FR translates them. */
export type GalleryMessageKey = keyof typeof EN_GB;

export const GALLERY_MESSAGES: Catalogues<GalleryMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './gallery-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './gallery-messages.hi-IN.json'),
  },
);

export type GalleryT = Translate<GalleryMessageKey>;

export const useGalleryT = createTranslationHook(GALLERY_MESSAGES);

/** A category's name: the catalogue's when it knows the category, else the API's words with spaces. */
export function categoryLabel(t: GalleryT, category: string): string {
  const key = `category.${category.toLowerCase()}`;
  return Object.prototype.hasOwnProperty.call(EN_GB, key)
    ? t(key as GalleryMessageKey)
    : category.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}
