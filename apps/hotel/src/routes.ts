import { defineScreen, type RemoteModule } from '@nivaas/routes';

/** The one module hotel exposes (./Routes): its screens by screen id, each loaded on demand. */
const remote: RemoteModule<'hotel'> = {
  remote: 'hotel',
  release: process.env['NIVAAS_RELEASE'] ?? 'development',
  routes: {
    'hotel-details': defineScreen({ load: () => import('./screens/hotel-details/hotel-details-screen') }),
  },
};

export default remote;
