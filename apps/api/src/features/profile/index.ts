/** The profile feature's surface for payments (a booking's GSTIN is checked as the profile's is) (docs/conventions.md 5). */
export { checkGstin } from './check-gstin';
