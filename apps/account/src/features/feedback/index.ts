/** The feedback feature: what the three feedback screens are built from. */
export { FeedbackAnswer, Stars } from './feedback-answer';
export { FeedbackForm } from './feedback-form';
export { FeedbackGate, FeedbackLayout } from './feedback-gate';
export { GoToForm } from './go-to-form';
export { useFeedbackT } from './feedback-messages';
export { FeedbackApiProvider, type FeedbackApi } from './feedback-services';
export type { Feedback } from './feedback-types';
