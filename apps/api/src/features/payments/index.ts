/** The payments feature's surface for bookings and notifications (docs/conventions.md 5). */
export type { BookingRow, PaymentMode } from './booking-row';
export { balanceDue, checkoutUserOf, totalOf } from './booking-row';
export { bookingCheckout, bookingLinks, type BookingLinks } from './booking-links';
export { bookingFor, mayView, type BookingAsker } from './booking-access';
export { isOwnedBy, ownedBySql, viewerOf, type BookingViewer } from './booking-owner';
export { onBalancePaid, onBookingConfirmed } from './booking-events';
export { paymentStatus } from './payment-status';
export { bookedPrice, bookedRatePlan } from './booked-rate-plan';
export { PAYMENT_METHODS, PAYMENT_OFFERS } from './payment-offers';
