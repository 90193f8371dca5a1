import type { StoryObj } from '@storybook/react-vite';
import { FEEDBACK_ID, givenFeedback } from '../../testing/feedback-fixtures';
import { failWith } from '@nivaas/api-client/testing';
import { screenMeta, state } from '../../testing/screen-story';
import FeedbackChangeScreen from './feedback-change-screen';

export default {
  title: 'Account/Feedback change (link)',
  ...screenMeta(FeedbackChangeScreen, `/feedback/${FEEDBACK_ID}/change/`),
};
type Story = StoryObj<typeof FeedbackChangeScreen>;

const given = { member: false as const, api: { getFeedback: givenFeedback() } };

export const FilledIn: Story = state(given);

export const InvalidLink: Story = state({ member: false, api: { getFeedback: failWith(404) } });

export const French: Story = state({ ...given, locale: 'fr-FR' });
