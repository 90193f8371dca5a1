import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './payment-process-messages.en-GB.json';

/** The payment process page's texts. en-GB is the source; fr-FR translates it. */
export type PaymentProcessMessageKey = keyof typeof EN_GB;

export const PAYMENT_PROCESS_MESSAGES: Catalogues<PaymentProcessMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './payment-process-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './payment-process-messages.hi-IN.json'),
  },
);

export type PaymentProcessT = Translate<PaymentProcessMessageKey>;

export const usePaymentProcessT = createTranslationHook(PAYMENT_PROCESS_MESSAGES);
