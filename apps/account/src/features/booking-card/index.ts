export { BookingCard, type BookingCardProps } from './booking-card';
export { bookingStatusTone } from './booking-status';
