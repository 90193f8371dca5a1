import { defineScreen } from '@nivaas/routes';
import { startHomeRequests } from './api/early-requests';

/**
 * The home screen as ./Routes exposes it. This file is part of the remote's entry chunk:
 * keep it to lazy imports, so the screen's code arrives only when needed. The one exception is
 * the few lines that start home's first requests (api/early-requests.ts), so the banner behind the
 * largest paint is asked for beside the screen's code rather than after it. The loader does not
 * wait for them: the screen renders as soon as its code is in.
 */
export const homeScreen = defineScreen({
  load: () => import('./home-screen'),
  loader: async () => {
    startHomeRequests();
    return undefined;
  },
});
