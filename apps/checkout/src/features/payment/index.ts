export { PaymentSection } from './payment-section';
export type { PaymentMode, PaymentSectionProps, PaymentFailureReason, ReturnedFrom } from './payment-types';
export { PaymentServicesProvider, type PaymentApi, type PaymentServices } from './payment-services';
