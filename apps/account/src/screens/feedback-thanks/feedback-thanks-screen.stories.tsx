import type { StoryObj } from '@storybook/react-vite';
import { FEEDBACK_ID, givenFeedback } from '../../testing/feedback-fixtures';
import { failWith } from '@nivaas/api-client/testing';
import { screenMeta, state } from '../../testing/screen-story';
import FeedbackThanksScreen from './feedback-thanks-screen';

export default {
  title: 'Account/Feedback thanks (link)',
  ...screenMeta(FeedbackThanksScreen, `/feedback/${FEEDBACK_ID}/thanks/`),
};
type Story = StoryObj<typeof FeedbackThanksScreen>;

const given = { member: false as const, api: { getFeedback: givenFeedback() } };

export const Thanks: Story = state(given);

export const InvalidLink: Story = state({ member: false, api: { getFeedback: failWith(404) } });

export const French: Story = state({ ...given, locale: 'fr-FR' });
