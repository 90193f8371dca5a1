export { PaymentSection } from './payment-section';
export type { PaymentMode, PaymentSectionProps, PaymentFailureReason, ReturnedFrom } from './payment-types';
export { PaymentServicesProvider, type PaymentApi, type PaymentServices } from './payment-services';
export { PaymentReturnNotice, type PaymentReturnNoticeProps } from './payment-return-notice';
export { usePaymentFocus, type PaymentFocus } from './use-payment-focus';
