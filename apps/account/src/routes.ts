import { defineScreen, type RemoteModule } from '@nivaas/routes';
import type { IntroducingRewardsFirstView } from './screens/introducing-rewards/load-introducing-rewards';

/** The one module account exposes (./Routes): its screens by screen id, each loaded on demand. */
const remote: RemoteModule<'account'> = {
  remote: 'account',
  release: process.env['NIVAAS_RELEASE'] ?? 'development',
  routes: {
    'booking-history': defineScreen({
      chunk: 'booking-history',
      load: () => import(/* webpackChunkName: "booking-history" */ './screens/booking-history/booking-history-screen'),
    }),
    'booking-detail': defineScreen({
      chunk: 'booking-detail',
      load: () => import(/* webpackChunkName: "booking-detail" */ './screens/booking-detail/booking-detail-screen'),
    }),
    'booking-cancellation': defineScreen({
      chunk: 'booking-cancellation',
      load: () =>
        import(
          /* webpackChunkName: "booking-cancellation" */ './screens/booking-cancellation/booking-cancellation-screen'
        ),
    }),
    'web-checkin': defineScreen({
      chunk: 'web-checkin',
      load: () => import(/* webpackChunkName: "web-checkin" */ './screens/web-checkin/web-checkin-screen'),
    }),
    feedback: defineScreen({
      chunk: 'feedback',
      load: () => import(/* webpackChunkName: "feedback" */ './screens/feedback/feedback-screen'),
    }),
    'feedback-change': defineScreen({
      chunk: 'feedback-change',
      load: () => import(/* webpackChunkName: "feedback-change" */ './screens/feedback-change/feedback-change-screen'),
    }),
    'feedback-thanks': defineScreen({
      chunk: 'feedback-thanks',
      load: () => import(/* webpackChunkName: "feedback-thanks" */ './screens/feedback-thanks/feedback-thanks-screen'),
    }),
    'my-profile': defineScreen({
      chunk: 'my-profile',
      load: () => import(/* webpackChunkName: "my-profile" */ './screens/my-profile/my-profile-screen'),
    }),
    'update-profile': defineScreen({
      chunk: 'update-profile',
      load: () => import(/* webpackChunkName: "update-profile" */ './screens/update-profile/update-profile-screen'),
    }),
    'reset-password': defineScreen({
      chunk: 'reset-password',
      load: () => import(/* webpackChunkName: "reset-password" */ './screens/reset-password/reset-password-screen'),
    }),
    rewards: defineScreen({
      chunk: 'rewards',
      load: () => import(/* webpackChunkName: "rewards" */ './screens/rewards/rewards-screen'),
    }),
    'introducing-rewards': defineScreen<IntroducingRewardsFirstView | null>({
      chunk: 'introducing-rewards',
      load: () =>
        import(
          /* webpackChunkName: "introducing-rewards" */ './screens/introducing-rewards/introducing-rewards-screen'
        ),
      // A content page the shell server draws: on the server the loader waits for the rewards content, so
      // it is in the HTML; in the browser it only starts the request. The screen's chunk imports it anyway.
      loader: (context) =>
        import(
          /* webpackChunkName: "introducing-rewards" */ './screens/introducing-rewards/load-introducing-rewards'
        ).then(({ loadIntroducingRewards }) => loadIntroducingRewards(context)),
    }),
  },
};

export default remote;
