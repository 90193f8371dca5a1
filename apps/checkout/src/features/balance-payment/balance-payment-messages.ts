import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';

/** The part-pay balance's texts. en-GB is the source; fr-FR translates it. */
const EN_GB = {
  title: 'Pay the balance',
  body: 'You paid part of this booking. Pay the balance of {amount} now, or at the latest before you check in.',
  method: 'Pay with',
  'method.upi': 'UPI',
  'method.card': 'Credit or debit card',
  'method.netbanking': 'Net banking',
  pay: 'Pay balance {amount}',
  paying: 'Opening the payment page…',
  failed: 'We could not start the payment. Nothing was charged. Please try again.',
  changed: 'The balance has changed: {message}',
} as const;

export type BalancePaymentMessageKey = keyof typeof EN_GB;

export const BALANCE_PAYMENT_MESSAGES: Catalogues<BalancePaymentMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': {
    title: 'Payer le solde',
    body: 'Vous avez payé une partie de cette réservation. Payez le solde de {amount} maintenant, ou au plus tard avant votre arrivée.',
    method: 'Payer par',
    'method.upi': 'UPI',
    'method.card': 'Carte de crédit ou de débit',
    'method.netbanking': 'Virement bancaire en ligne',
    pay: 'Payer le solde de {amount}',
    paying: 'Ouverture de la page de paiement…',
    failed: 'Le paiement n’a pas pu commencer. Rien n’a été prélevé. Veuillez réessayer.',
    changed: 'Le solde a changé : {message}',
  },
};

export type BalancePaymentT = Translate<BalancePaymentMessageKey>;

export const useBalancePaymentT = createTranslationHook(BALANCE_PAYMENT_MESSAGES);
