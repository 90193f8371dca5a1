import { earlyResource } from '../../../features/first-view';
import { faqApi } from './faq-api';

/**
 * The FAQ content (GET /api/v1/contents/ key faq_content): a title and sections of questions with answers; null
 * when the service has none (the page says so). An answer without its `data` object is a failure.
 */
export async function getFaqContent(signal?: AbortSignal): Promise<unknown> {
  const { data } = await faqApi.api.getContentsV1({ query: { key: 'faq_content' } }, { signal });
  if (typeof data !== 'object' || data === null) throw new Error('The FAQ content answer has no data');
  return (data as Readonly<Record<string, unknown>>)['faq_content'] ?? null;
}

/** The FAQ content as the screen reads it; its loader starts it in the browser (features/first-view). */
export const faqContentRequest = earlyResource('faq-content', getFaqContent);
