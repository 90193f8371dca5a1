import { getBrowserApiClient } from '@nivaas/api-client';

/** The FAQ content (GET /api/v1/contents/ key faq_content): a title and sections of questions with answers. */
export async function getFaqContent(signal?: AbortSignal): Promise<unknown> {
  return (await getBrowserApiClient().getContentsV1({ query: { key: 'faq_content' } }, { signal })).data['faq_content'];
}
