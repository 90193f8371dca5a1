/** The bookings feature's surface for other features (docs/conventions.md 5). */
// The English of its translatable texts, for the list of every key (i18n/english-texts.ts).
export { BOOKING_TEXTS } from './booking-view';
