import { defineScreen, type RemoteModule } from '@nivaas/routes';

/** The one module account exposes (./Routes): its screens by screen id, each loaded on demand. */
const remote: RemoteModule<'account'> = {
  remote: 'account',
  release: process.env['NIVAAS_RELEASE'] ?? 'development',
  routes: {
    'booking-history': defineScreen({ load: () => import('./screens/booking-history/booking-history-screen') }),
    'booking-detail': defineScreen({ load: () => import('./screens/booking-detail/booking-detail-screen') }),
    'booking-cancellation': defineScreen({
      load: () => import('./screens/booking-cancellation/booking-cancellation-screen'),
    }),
    'web-checkin': defineScreen({ load: () => import('./screens/web-checkin/web-checkin-screen') }),
    feedback: defineScreen({ load: () => import('./screens/feedback/feedback-screen') }),
    'feedback-change': defineScreen({ load: () => import('./screens/feedback-change/feedback-change-screen') }),
    'feedback-thanks': defineScreen({ load: () => import('./screens/feedback-thanks/feedback-thanks-screen') }),
    'my-profile': defineScreen({ load: () => import('./screens/my-profile/my-profile-screen') }),
    'update-profile': defineScreen({ load: () => import('./screens/update-profile/update-profile-screen') }),
    'reset-password': defineScreen({ load: () => import('./screens/reset-password/reset-password-screen') }),
    rewards: defineScreen({ load: () => import('./screens/rewards/rewards-screen') }),
    'introducing-rewards': defineScreen({
      load: () => import('./screens/introducing-rewards/introducing-rewards-screen'),
    }),
  },
};

export default remote;
