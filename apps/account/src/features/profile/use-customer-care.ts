import { CUSTOMER_CARE_CONTENT_KEY, readCustomerCare, type CustomerCareContacts } from '@nivaas/domain/validation';
import { useResource } from '@nivaas/state';
import { useProfileApi } from './profile-api';

/** The customer care contacts (content `gdc_customer_care_numbers`), null until known or when unusable. */
export function useCustomerCare(): CustomerCareContacts | null {
  const api = useProfileApi();
  const content = useResource(CUSTOMER_CARE_CONTENT_KEY, (signal) =>
    api
      .getContentsV2({ query: { keys: CUSTOMER_CARE_CONTENT_KEY } }, { signal })
      .then((answer) => readCustomerCare(answer.data[CUSTOMER_CARE_CONTENT_KEY])),
  );
  return content.data ?? null;
}
