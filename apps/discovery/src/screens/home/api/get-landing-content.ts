import { getBrowserApiClient } from '@nivaas/api-client';

/** SPEC.md section 7: the landing-page sections of home. */
export const LANDING_KEYS = ['budget', 'couple_friendly_hotels', 'hotels_with_free_breakfast'] as const;
export type LandingKey = (typeof LANDING_KEYS)[number];

export async function getLandingContent(signal?: AbortSignal): Promise<Readonly<Record<string, unknown>>> {
  return (await getBrowserApiClient().getLandingPageContent({ query: { keys: LANDING_KEYS.join(',') } }, { signal }))
    .data;
}
