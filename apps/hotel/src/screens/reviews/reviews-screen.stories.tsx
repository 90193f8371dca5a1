import type { StoryObj } from '@storybook/react-vite';
import { defineScreen } from '@nivaas/routes';
import { fakeReviewsApi, HOTEL_ID } from '../../features/reviews/testing';
import { screenMeta, state } from '../../testing/screen-story';
import { loadReviewsScreen, type ReviewsScreenData } from './load-reviews-screen';
import ReviewsScreen from './reviews-screen';

// The screen as hotel's routes define it: its loader asks for the hotel, its list for pages of reviews.
const reviewsScreen = defineScreen<ReviewsScreenData>({
  load: async () => ({ default: ReviewsScreen }),
  loader: (context) => loadReviewsScreen(context),
});

export default { title: 'Hotel/Reviews', ...screenMeta(reviewsScreen, `/tripadvisor/reviews-${HOTEL_ID}/`) };
type Story = StoryObj<typeof ReviewsScreen>;

export const Loaded: Story = state({ member: false, api: () => fakeReviewsApi({ total: 23 }) });

export const NoReviewsYet: Story = state({ member: false, api: () => fakeReviewsApi({ total: 0 }) });

export const ErrorWithRetry: Story = state({
  member: false,
  api: () => fakeReviewsApi({ total: 23 }),
  failFirst: ['getReviews'],
});

export const HotelNotFound: Story = state({
  member: false,
  url: '/tripadvisor/reviews-99/',
  api: () => fakeReviewsApi(),
});

export const French: Story = state({ member: false, api: () => fakeReviewsApi({ total: 23 }), locale: 'fr-FR' });
