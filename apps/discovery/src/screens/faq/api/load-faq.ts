import type { QnaResponse } from '@nivaas/api-client/contract';
import type { LoaderContext } from '@nivaas/routes';
import { browserDocument } from '@nivaas/state';
import { pageFrom } from '../faq-page';
import { queryFrom } from '../faq-query';
import { faqContentRequest, getFaqContent } from './get-faq-content';
import { faqsRequest, getFaqs } from './get-faqs';
import { getPolicies, policiesRequest } from './get-policies';

/**
 * What /faq/ shows from the API: the FAQ content (null when the service has none) and the page of guests' questions
 * the URL names (`?page=`, the first by default). Plain JSON: the server embeds it in the page.
 */
export interface FaqFirstView {
  readonly content: unknown;
  /** `search`: the URL's search (`?q=`), '' for none. */
  readonly questions: { readonly page: number; readonly search: string; readonly answer: QnaResponse };
  /**
   * The chain's booking policies (content `policies`; null when the content has none). Undefined, so absent from the
   * page's JSON, when the server could not get them: the browser then reads them.
   */
  readonly policies?: unknown;
}

/**
 * The FAQ screen's loader. On the server (no document) it waits for the content and the URL's page of questions, side
 * by side, so the HTML has the sections with their answers, the questions and the form, and the browser hydrates them
 * without asking again. The page appears in one piece, so a part the server could not get fails the
 * whole: the shell then sends the page to be drawn in the browser and keeps nothing, and the next request tries
 * again. In the browser (a client navigation) it waits for nothing: it starts both requests beside the screen's code,
 * and the screen shows its own skeleton, errors with Retry and empty states.
 *
 * It reads `?page=` and `?q=` for the first view only (routes.ts declares no loader query): later pages are the screen's
 * own reads, so a page change does not run it again, and the screen uses its questions only on the page they are of.
 */
export async function loadFaq(
  { searchParams, signal }: Pick<LoaderContext, 'searchParams' | 'signal'>,
  doc: Document | null = browserDocument(),
): Promise<FaqFirstView | null> {
  const page = pageFrom(searchParams.get('page'));
  const search = queryFrom(searchParams.get('q'));
  if (doc) {
    faqContentRequest.start();
    faqsRequest(page, search).start();
    policiesRequest.start();
    return null;
  }
  // The policies close the page: without them it is still whole, so their failure does not fail it.
  const [content, answer, policies] = await Promise.all([
    getFaqContent(signal),
    getFaqs(page, search, signal),
    getPolicies(signal).catch(() => undefined),
  ]);
  return { content, questions: { page, search, answer }, policies };
}
