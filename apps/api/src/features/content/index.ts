/** The content feature's surface for other features (STYLE.md 5): the feedback reasons the feedback calls check against. */
export { FEEDBACK_REASONS } from './content-values';
