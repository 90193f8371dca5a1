import type { LoaderContext } from '@nivaas/routes';
import { browserDocument } from '@nivaas/state';
import { getContents } from '../../../features/content';
import { ABOUT_KEYS, aboutRequest } from './about-content';

/** What /aboutus/ shows from the API: its content values by key. Plain JSON: the server embeds it in the page. */
export interface AboutFirstView {
  readonly content: Readonly<Record<string, unknown>>;
}

/**
 * The about screen's loader. On the server (no document) it waits for the content, so the HTML has the "why us"
 * points and the contacts and the browser hydrates them without asking again. A failed or unusable
 * answer throws there: the shell then sends the page to be drawn in the browser and keeps nothing. In the browser
 * (a client navigation) it waits for nothing: it starts the request beside the screen's code, and the screen shows
 * its own skeleton and error with Retry, as before.
 */
export async function loadAbout(
  { signal }: Pick<LoaderContext, 'signal'>,
  doc: Document | null = browserDocument(),
): Promise<AboutFirstView | null> {
  if (doc) {
    aboutRequest.start();
    return null;
  }
  return { content: await getContents(ABOUT_KEYS, signal) };
}
