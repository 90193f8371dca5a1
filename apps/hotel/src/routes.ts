import { defineScreen, type RemoteModule } from '@nivaas/routes';
import type { ReviewsScreenData } from './screens/reviews/load-reviews-screen';

/** The one module hotel exposes (./Routes): its screens by screen id, each loaded on demand. */
const remote: RemoteModule<'hotel'> = {
  remote: 'hotel',
  release: process.env['NIVAAS_RELEASE'] ?? 'development',
  routes: {
    'hotel-details': defineScreen({ load: () => import('./screens/hotel-details/hotel-details-screen') }),
    reviews: defineScreen<ReviewsScreenData>({
      load: () => import('./screens/reviews/reviews-screen'),
      loader: (context) => import('./screens/reviews/load-reviews-screen').then((m) => m.loadReviewsScreen(context)),
    }),
    'review-submitted': defineScreen({ load: () => import('./screens/review-submitted/review-submitted-screen') }),
  },
};

export default remote;
