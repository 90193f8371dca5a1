import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './customer-care-messages.en-GB.json';
import FR_FR from './customer-care-messages.fr-FR.json';

/** The customer care line's texts. en-GB is the source; fr-FR translates it. */
export type CustomerCareMessageKey = keyof typeof EN_GB;

export const CUSTOMER_CARE_MESSAGES: Catalogues<CustomerCareMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR };

export type CustomerCareT = Translate<CustomerCareMessageKey>;

export const useCustomerCareT = createTranslationHook(CUSTOMER_CARE_MESSAGES);
