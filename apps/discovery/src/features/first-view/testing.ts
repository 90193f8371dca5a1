/** Test helpers of the first-view feature. Never imported by app code. */
export { forgetEarlyAnswers } from './early-resource';
