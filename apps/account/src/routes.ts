import { defineScreen, type RemoteModule } from '@nivaas/routes';

/** The one module account exposes (./Routes): its screens by screen id, each loaded on demand. */
const remote: RemoteModule<'account'> = {
  remote: 'account',
  release: process.env['NIVAAS_RELEASE'] ?? 'development',
  routes: {
    'booking-history': defineScreen({ load: () => import('./screens/booking-history/booking-history-screen') }),
  },
};

export default remote;
