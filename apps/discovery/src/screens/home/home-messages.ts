import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './home-messages.en-GB.json';
import FR_FR from './home-messages.fr-FR.json';
import EN_IN from './home-messages.en-IN.json';

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
  'en-GB': EN_GB,
  'fr-FR': FR_FR,
  'en-IN': EN_IN,
};

export const useHomeT = createTranslationHook(homeCatalogues);
