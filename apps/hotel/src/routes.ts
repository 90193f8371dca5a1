import { defineScreen, type RemoteModule } from '@nivaas/routes';
import { HOTEL_LOADER_QUERY, type HotelDetailsData } from './screens/hotel-details/data/hotel-details-types';
import type { ReviewsScreenData } from './screens/reviews/load-reviews-screen';

/** The one module hotel exposes (./Routes): its screens by screen id, each loaded on demand. */
const remote: RemoteModule<'hotel'> = {
  remote: 'hotel',
  release: process.env['NIVAAS_RELEASE'] ?? 'development',
  routes: {
    'hotel-details': defineScreen<HotelDetailsData>({
      chunk: 'hotel-details',
      load: () => import(/* webpackChunkName: "hotel-details" */ './screens/hotel-details/hotel-details-screen'),
      loader: (context) =>
        import(/* webpackChunkName: "hotel-details-loader" */ './screens/hotel-details/data/load-hotel-details').then(
          ({ loadHotelDetails }) => loadHotelDetails(context),
        ),
      // A room choice (roomtype, rateplan) changes the URL without fetching the hotel again.
      loaderQuery: HOTEL_LOADER_QUERY,
    }),
    reviews: defineScreen<ReviewsScreenData>({
      chunk: 'reviews',
      load: () => import(/* webpackChunkName: "reviews" */ './screens/reviews/reviews-screen'),
      loader: (context) =>
        import(/* webpackChunkName: "reviews-loader" */ './screens/reviews/load-reviews-screen').then((m) =>
          m.loadReviewsScreen(context),
        ),
    }),
    'review-submitted': defineScreen({
      chunk: 'review-submitted',
      load: () =>
        import(/* webpackChunkName: "review-submitted" */ './screens/review-submitted/review-submitted-screen'),
    }),
  },
};

export default remote;
