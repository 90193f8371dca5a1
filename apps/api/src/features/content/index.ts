/**
 * The content feature's surface for other features (docs/conventions.md 5): the feedback reasons the feedback
 * calls check against, and the static content values (their keys are what the contract fuzzer asks for).
 */
export { FEEDBACK_REASONS, STATIC_CONTENT } from './content-values';
