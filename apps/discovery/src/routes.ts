import { defineScreen, type RemoteModule } from '@nivaas/routes';

/** The one module discovery exposes (./Routes): its screens by screen id, each loaded on demand. */
const remote: RemoteModule<'discovery'> = {
  remote: 'discovery',
  release: process.env['NIVAAS_RELEASE'] ?? 'development',
  routes: {
    home: defineScreen({ load: () => import('./features/home/home-screen') }),
  },
};

export default remote;
