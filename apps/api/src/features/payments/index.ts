/** The payments feature's surface for bookings: the stored booking it creates (STYLE.md 5). */
export type { BookingRow } from './create-booking';
