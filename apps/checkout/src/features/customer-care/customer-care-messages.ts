import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './customer-care-messages.en-GB.json';

/** The customer care line's texts. en-GB is the source; fr-FR translates it. */
export type CustomerCareMessageKey = keyof typeof EN_GB;

export const CUSTOMER_CARE_MESSAGES: Catalogues<CustomerCareMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './customer-care-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './customer-care-messages.hi-IN.json'),
  },
);

export type CustomerCareT = Translate<CustomerCareMessageKey>;

export const useCustomerCareT = createTranslationHook(CUSTOMER_CARE_MESSAGES);
