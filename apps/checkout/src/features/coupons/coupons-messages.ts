import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './coupons-messages.en-GB.json';
import FR_FR from './coupons-messages.fr-FR.json';

/** The coupon section's and modal's texts. en-GB is the source; fr-FR translates them. */
export type CouponsMessageKey = keyof typeof EN_GB;

export const COUPONS_MESSAGES: Catalogues<CouponsMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR };

export type CouponsT = Translate<CouponsMessageKey>;

export const useCouponsT = createTranslationHook(COUPONS_MESSAGES);
