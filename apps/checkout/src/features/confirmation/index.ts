export { BookingOverview, type BookingOverviewProps } from './booking-overview';
export { bookingStateOf, isConfirmedState, roomTypeName, type BookingState } from './booking-state';
export { HotelSection } from './hotel-section';
export { StaySection } from './stay-section';
export { PriceSection } from './price-section';
export { GuestSection } from './guest-section';
export { ManageLinks } from './manage-links';
export { CONFIRMED_BOOKINGS_KEY, useBookingConfirmedEvent } from './use-booking-confirmed-event';
export { useConfirmationOfflineCopy } from './offline-copy';
