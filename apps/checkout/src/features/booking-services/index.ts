export { BookingServicesProvider, useBookingServices, type BookingApi, type BookingServices } from './booking-services';
export { bookingIdOf, bookingTokenOf } from './booking-token';
export { copyText } from './copy-text';
