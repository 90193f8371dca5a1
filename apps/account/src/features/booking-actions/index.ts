export { BookingActions, type BookingActionsProps } from './booking-actions';
