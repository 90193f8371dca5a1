import { defineScreen, type RemoteModule } from '@nivaas/routes';

/** The one module checkout exposes (./Routes): its screens by screen id, each loaded on demand. */
const remote: RemoteModule<'checkout'> = {
  remote: 'checkout',
  release: process.env['NIVAAS_RELEASE'] ?? 'development',
  routes: {
    itinerary: defineScreen({ load: () => import('./screens/itinerary/itinerary-screen') }),
    'payment-process': defineScreen({ load: () => import('./screens/payment-process/payment-process-screen') }),
    'razorpay-payment-process': defineScreen({
      load: () => import('./screens/razorpay-payment-process/razorpay-payment-process-screen'),
    }),
    confirmation: defineScreen({ load: () => import('./screens/confirmation/confirmation-screen') }),
  },
};

export default remote;
