export { NeedToKnow, PoliciesAccordion, type HotelPoliciesProps } from './hotel-policies';
