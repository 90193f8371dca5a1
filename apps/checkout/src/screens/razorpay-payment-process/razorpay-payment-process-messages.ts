import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './razorpay-payment-process-messages.en-GB.json';

/** The card provider's return page texts. en-GB is the source; fr-FR translates it. */
export type RazorpayMessageKey = keyof typeof EN_GB;

export const RAZORPAY_PAYMENT_MESSAGES: Catalogues<RazorpayMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './razorpay-payment-process-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './razorpay-payment-process-messages.hi-IN.json'),
  },
);

export type RazorpayT = Translate<RazorpayMessageKey>;

export const useRazorpayT = createTranslationHook(RAZORPAY_PAYMENT_MESSAGES);
