import { defineScreen, type RemoteModule } from '@nivaas/routes';
import { HOTEL_LOADER_QUERY, type HotelDetailsData } from './screens/hotel-details/data/hotel-details-types';
import type { ReviewsScreenData } from './screens/reviews/load-reviews-screen';

/** The one module hotel exposes (./Routes): its screens by screen id, each loaded on demand. */
const remote: RemoteModule<'hotel'> = {
  remote: 'hotel',
  release: process.env['NIVAAS_RELEASE'] ?? 'development',
  routes: {
    'hotel-details': defineScreen<HotelDetailsData>({
      load: () => import('./screens/hotel-details/hotel-details-screen'),
      loader: (context) =>
        import('./screens/hotel-details/data/load-hotel-details').then(({ loadHotelDetails }) =>
          loadHotelDetails(context),
        ),
      // A room choice (roomtype, rateplan) changes the URL without fetching the hotel again.
      loaderQuery: HOTEL_LOADER_QUERY,
    }),
    reviews: defineScreen<ReviewsScreenData>({
      load: () => import('./screens/reviews/reviews-screen'),
      loader: (context) => import('./screens/reviews/load-reviews-screen').then((m) => m.loadReviewsScreen(context)),
    }),
    'review-submitted': defineScreen({ load: () => import('./screens/review-submitted/review-submitted-screen') }),
  },
};

export default remote;
