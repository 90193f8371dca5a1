export { BookingBar, type BookingBarProps } from './booking-bar';
