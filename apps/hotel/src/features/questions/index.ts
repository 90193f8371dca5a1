/**
 * The questions feature: a hotel's questions and answers, 5 at a time, and "Ask a question".
 * The hotel page renders QuestionsSection; nothing else is reached from outside.
 */
export { QuestionsSection, type QuestionsSectionProps } from './questions-section';
export { QuestionsApiProvider, type QuestionsApi } from './api/questions-api';
