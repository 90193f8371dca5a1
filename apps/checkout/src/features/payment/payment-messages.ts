import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './payment-messages.en-GB.json';
import EN_IN from './payment-messages.en-IN.json';

/** The payment section's texts (modes, methods, offers, Pay, pay at hotel and its modals). en-GB is the source. */
export type PaymentMessageKey = keyof typeof EN_GB;

export const PAYMENT_MESSAGES: Catalogues<PaymentMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB, 'en-IN': EN_IN },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './payment-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './payment-messages.hi-IN.json'),
  },
);

export type PaymentT = Translate<PaymentMessageKey>;

export const usePaymentT = createTranslationHook(PAYMENT_MESSAGES);
