import type { Page, Request, Route } from './test';
import { remoteOrigin, REMOTES, type RemoteName } from './e2e-ports';

/** Records which remotes' entry files (manifest or remoteEntry.js) the page fetched. */
export function recordRemoteEntries(page: Page): () => RemoteName[] {
  const fetched = new Set<RemoteName>();
  page.on('request', (request: Request) => {
    const url = request.url();
    for (const remote of REMOTES) {
      if (url.startsWith(remoteOrigin(remote)) && /(mf-manifest\.json|remoteEntry\.js)$/.test(url)) fetched.add(remote);
    }
  });
  return () => [...fetched].sort();
}

export type Failure = '404' | '500' | 'timeout' | 'refused';

/** Makes every request to one remote's origin fail the given way, until the returned function restores it. */
export async function breakRemote(page: Page, remote: RemoteName, failure: Failure): Promise<() => Promise<void>> {
  const pattern = `${remoteOrigin(remote)}/**`;
  const hanging: Route[] = [];
  await page.route(pattern, async (route) => {
    if (failure === '404') return route.fulfill({ status: 404, body: 'Not Found' });
    if (failure === '500') return route.fulfill({ status: 500, body: 'Internal Server Error' });
    if (failure === 'refused') return route.abort('connectionrefused');
    // A timeout: the request does not answer while the remote is broken...
    hanging.push(route);
    return undefined;
  });
  return async () => {
    await page.unroute(pattern);
    // ...and ends as a timed-out request would, rather than going through late.
    await Promise.all(hanging.map((route) => route.abort('timedout').catch(() => undefined)));
  };
}
