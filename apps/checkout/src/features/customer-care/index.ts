export { CustomerCare, CUSTOMER_CARE_KEY } from './customer-care';
export { readCustomerCare, type CustomerCareContacts } from './read-customer-care';
