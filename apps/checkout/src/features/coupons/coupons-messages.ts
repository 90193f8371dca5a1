import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './coupons-messages.en-GB.json';

/** The coupon section's and modal's texts. en-GB is the source; fr-FR translates them. */
export type CouponsMessageKey = keyof typeof EN_GB;

export const COUPONS_MESSAGES: Catalogues<CouponsMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './coupons-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './coupons-messages.hi-IN.json'),
  },
);

export type CouponsT = Translate<CouponsMessageKey>;

export const useCouponsT = createTranslationHook(COUPONS_MESSAGES);
