import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './balance-payment-messages.en-GB.json';
import FR_FR from './balance-payment-messages.fr-FR.json';

/** The part-pay balance's texts. en-GB is the source; fr-FR translates it. */
export type BalancePaymentMessageKey = keyof typeof EN_GB;

export const BALANCE_PAYMENT_MESSAGES: Catalogues<BalancePaymentMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR };

export type BalancePaymentT = Translate<BalancePaymentMessageKey>;

export const useBalancePaymentT = createTranslationHook(BALANCE_PAYMENT_MESSAGES);
