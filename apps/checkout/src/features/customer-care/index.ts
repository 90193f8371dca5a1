export { CustomerCare, CUSTOMER_CARE_KEY } from './customer-care';
