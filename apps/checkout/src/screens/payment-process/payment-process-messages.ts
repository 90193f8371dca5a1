import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './payment-process-messages.en-GB.json';
import FR_FR from './payment-process-messages.fr-FR.json';

/** The payment process page's texts. en-GB is the source; fr-FR translates it. */
export type PaymentProcessMessageKey = keyof typeof EN_GB;

export const PAYMENT_PROCESS_MESSAGES: Catalogues<PaymentProcessMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR };

export type PaymentProcessT = Translate<PaymentProcessMessageKey>;

export const usePaymentProcessT = createTranslationHook(PAYMENT_PROCESS_MESSAGES);
