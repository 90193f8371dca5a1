import { earlyResource } from '../../../features/first-view';
import { faqApi } from './faq-api';

/** The chain's booking policies (GET /api/v1/contents/ key policies: docs/rules.md 3 Content `policies`); null when none. */
export async function getPolicies(signal?: AbortSignal): Promise<unknown> {
  const { data } = await faqApi.api.getContentsV1({ query: { key: 'policies' } }, { signal });
  if (typeof data !== 'object' || data === null) throw new Error('The policies answer has no data');
  return (data as Readonly<Record<string, unknown>>)['policies'] ?? null;
}

/** The policies as the FAQ reads them; its loader starts them in the browser. */
export const policiesRequest = earlyResource('content|policies', getPolicies);
