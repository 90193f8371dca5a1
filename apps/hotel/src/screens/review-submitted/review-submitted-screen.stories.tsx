import type { StoryObj } from '@storybook/react-vite';
import { LONG_HOTEL_NAME } from '@nivaas/routes/testing/stories';
import { fakeReviewsApi, HOTEL_ID, hotelDetails } from '../../features/reviews/testing';
import { screenMeta, state } from '../../testing/screen-story';
import ReviewSubmittedScreen from './review-submitted-screen';

// Where a guest lands after sending a review (the hotel page's review form navigates here with the hotel's id).
const PATH = `/tripadvisor/thank-you/?hotel_id=${HOTEL_ID}`;

export default { title: 'Hotel/Review submitted', ...screenMeta(ReviewSubmittedScreen, PATH) };
type Story = StoryObj<typeof ReviewSubmittedScreen>;

/** Thanks, and the ways back: to the hotel (by its name), its reviews, and home. */
export const Thanks: Story = state({ member: false, api: () => fakeReviewsApi() });

export const LongHotelName: Story = state({
  member: false,
  api: () => fakeReviewsApi({ overrides: { getHotelDetails: hotelDetails(HOTEL_ID, LONG_HOTEL_NAME) } }),
});

/** The hotel cannot be loaded: the thanks stand, with the reviews and home links only. */
export const HotelNotLoaded: Story = state({
  member: false,
  api: () => fakeReviewsApi(),
  failFirst: ['getHotelDetails'],
});

/** A link without a hotel (or a mangled one): the thanks and the way home. */
export const NoHotel: Story = state({ member: false, url: '/tripadvisor/thank-you/', api: () => fakeReviewsApi() });

export const French: Story = state({ member: false, locale: 'fr-FR', api: () => fakeReviewsApi() });
