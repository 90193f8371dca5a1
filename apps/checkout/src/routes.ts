import { defineScreen, type RemoteModule } from '@nivaas/routes';

/** The one module checkout exposes (./Routes): its screens by screen id, each loaded on demand. */
const remote: RemoteModule<'checkout'> = {
  remote: 'checkout',
  release: process.env['NIVAAS_RELEASE'] ?? 'development',
  routes: {
    itinerary: defineScreen({
      chunk: 'itinerary',
      load: () => import(/* webpackChunkName: "itinerary" */ './screens/itinerary/itinerary-screen'),
    }),
    'payment-process': defineScreen({
      chunk: 'payment-process',
      load: () => import(/* webpackChunkName: "payment-process" */ './screens/payment-process/payment-process-screen'),
    }),
    'razorpay-payment-process': defineScreen({
      chunk: 'razorpay-payment-process',
      load: () =>
        import(
          /* webpackChunkName: "razorpay-payment-process" */ './screens/razorpay-payment-process/razorpay-payment-process-screen'
        ),
    }),
    confirmation: defineScreen({
      chunk: 'confirmation',
      load: () => import(/* webpackChunkName: "confirmation" */ './screens/confirmation/confirmation-screen'),
    }),
  },
};

export default remote;
