import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';

/** The customer care line's texts. en-GB is the source; fr-FR translates it. */
const EN_GB = {
  call: 'Call customer care: {phone}',
  whatsapp: 'Message us on WhatsApp',
  fallback: 'Our customer care number is at the foot of this page.',
} as const;

export type CustomerCareMessageKey = keyof typeof EN_GB;

export const CUSTOMER_CARE_MESSAGES: Catalogues<CustomerCareMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': {
    call: 'Appeler le service client : {phone}',
    whatsapp: 'Nous écrire sur WhatsApp',
    fallback: 'Le numéro du service client est en bas de cette page.',
  },
};

export type CustomerCareT = Translate<CustomerCareMessageKey>;

export const useCustomerCareT = createTranslationHook(CUSTOMER_CARE_MESSAGES);
