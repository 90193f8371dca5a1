import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './price-breakup-messages.en-GB.json';

/** The price breakup's texts. en-GB is the source; fr-FR translates them. */
export type PriceBreakupMessageKey = keyof typeof EN_GB;

export const PRICE_BREAKUP_MESSAGES: Catalogues<PriceBreakupMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './price-breakup-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './price-breakup-messages.hi-IN.json'),
  },
);

export type PriceBreakupT = Translate<PriceBreakupMessageKey>;

export const usePriceBreakupT = createTranslationHook(PRICE_BREAKUP_MESSAGES);
