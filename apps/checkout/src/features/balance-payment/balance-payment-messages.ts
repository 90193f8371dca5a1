import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './balance-payment-messages.en-GB.json';

/** The part-pay balance's texts. en-GB is the source; fr-FR translates it. */
export type BalancePaymentMessageKey = keyof typeof EN_GB;

export const BALANCE_PAYMENT_MESSAGES: Catalogues<BalancePaymentMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './balance-payment-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './balance-payment-messages.hi-IN.json'),
  },
);

export type BalancePaymentT = Translate<BalancePaymentMessageKey>;

export const useBalancePaymentT = createTranslationHook(BALANCE_PAYMENT_MESSAGES);
