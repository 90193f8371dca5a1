import { getBrowserApiClient } from '@nivaas/api-client';
import type { QnaResponse } from '@nivaas/api-client/contract';
import { QNA_PAGE_SIZE } from '@nivaas/domain';

/** The Q&A page the FAQ shows; the API keeps each page's questions apart by this name. */
export const FAQ_PAGE = 'faq';

/** One page (1-based) of the FAQ's questions and answers, 5 a page (SPEC.md 9). */
export async function getFaqs(page: number, signal?: AbortSignal): Promise<QnaResponse> {
  return getBrowserApiClient().getFaqs(
    { query: { page: FAQ_PAGE, offset: (page - 1) * QNA_PAGE_SIZE, limit: QNA_PAGE_SIZE } },
    { signal },
  );
}
