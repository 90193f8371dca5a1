export { BookingSummary } from './booking-summary';
export { HotelSection } from './hotel-section';
export { StaySection } from './stay-section';
export { GuestSection } from './guest-section';
export { PaymentSection } from './payment-section';
export { useBookingOfflineCopy } from './offline-copy';
