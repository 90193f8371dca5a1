import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './price-breakup-messages.en-GB.json';
import FR_FR from './price-breakup-messages.fr-FR.json';

/** The price breakup's texts. en-GB is the source; fr-FR translates them. */
export type PriceBreakupMessageKey = keyof typeof EN_GB;

export const PRICE_BREAKUP_MESSAGES: Catalogues<PriceBreakupMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR };

export type PriceBreakupT = Translate<PriceBreakupMessageKey>;

export const usePriceBreakupT = createTranslationHook(PRICE_BREAKUP_MESSAGES);
