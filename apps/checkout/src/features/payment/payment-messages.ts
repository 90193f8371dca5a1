import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './payment-messages.en-GB.json';
import FR_FR from './payment-messages.fr-FR.json';
import EN_IN from './payment-messages.en-IN.json';

/** The payment section's texts (modes, methods, offers, Pay, pay at hotel and its modals). en-GB is the source. */
export type PaymentMessageKey = keyof typeof EN_GB;

export const PAYMENT_MESSAGES: Catalogues<PaymentMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR, 'en-IN': EN_IN };

export type PaymentT = Translate<PaymentMessageKey>;

export const usePaymentT = createTranslationHook(PAYMENT_MESSAGES);
