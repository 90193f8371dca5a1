export { ShareBooking, type ShareBookingProps } from './share-booking';
