import type { StoryObj } from '@storybook/react-vite';
import { FEEDBACK_ID, feedbackForm, givenFeedback } from '../../testing/feedback-fixtures';
import { failWith } from '@nivaas/api-client/testing';
import { LONG_HOTEL_NAME } from '@nivaas/routes/testing/stories';
import { screenMeta, state } from '../../testing/screen-story';
import FeedbackScreen from './feedback-screen';

export default { title: 'Account/Feedback (link)', ...screenMeta(FeedbackScreen, `/feedback/${FEEDBACK_ID}/`) };
type Story = StoryObj<typeof FeedbackScreen>;

const open = { member: false as const, api: { getFeedback: feedbackForm() } };

export const Open: Story = state(open);

export const AlreadyGiven: Story = state({ member: false, api: { getFeedback: givenFeedback() } });

export const BeforeTheStayEnds: Story = state({
  member: false,
  api: {
    getFeedback: feedbackForm({
      availability: 'after_stay',
      checkin: '2027-03-01',
      checkout: '2027-03-03',
      opens_on: '2027-03-03',
    }),
  },
});

export const CancelledBooking: Story = state({
  member: false,
  api: { getFeedback: feedbackForm({ availability: 'cancelled' }) },
});

export const InvalidLink: Story = state({ member: false, api: { getFeedback: failWith(404) } });

export const ErrorWithRetry: Story = state({ ...open, failFirst: ['getFeedback'] });

export const LongNames: Story = state({
  member: false,
  api: { getFeedback: feedbackForm({ hotel_name: LONG_HOTEL_NAME }) },
});

export const French: Story = state({ ...open, locale: 'fr-FR' });
