/** The engagement feature's surface for other features (docs/conventions.md 5): the computed loyalty standing the profile answers. */
export { memberStanding } from './loyalty-standing';
