import { homeApi } from './home-api';

/** docs/rules.md section 7: the landing-page sections of home that are rails of hotels. */
export const LANDING_KEYS = ['budget', 'couple_friendly_hotels', 'hotels_with_free_breakfast'] as const;
export type LandingKey = (typeof LANDING_KEYS)[number];

/** The rails, and `cities` (the popular cities with their areas): one request for the whole landing part. */
export async function getLandingContent(signal?: AbortSignal): Promise<Readonly<Record<string, unknown>>> {
  const keys = [...LANDING_KEYS, 'cities'].join(',');
  return (await homeApi.api.getLandingPageContent({ query: { keys } }, { signal })).data;
}
