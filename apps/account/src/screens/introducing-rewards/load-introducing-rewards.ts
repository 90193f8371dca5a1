import { createApiSeam, type ApiClient } from '@nivaas/api-client';
import { readRewardsInfo, type RewardsInfo } from '@nivaas/domain/booking';
import type { LoaderContext } from '@nivaas/routes';
import { browserDocument } from '@nivaas/state';

/** The content key of the rewards information (docs/rules.md 3 rewardsInfo). */
export const REWARDS_INFO_KEY = 'loyalty_page_info';

/** The one call the page makes. */
export type RewardsInfoApi = Pick<ApiClient, 'getContentsV2'>;

/**
 * The server loader's seam (the screen reads through the rewards feature's): a spec hands in a fake with
 * `provideApiClient`; otherwise the browser's client, asked for when the call is made.
 */
const loaderApi = createApiSeam<keyof RewardsInfoApi>(['getContentsV2']);

/**
 * The rewards information, read from `loyalty_page_info`: a malformed part is left out and the rest kept. An answer
 * without its `data` object is a failure, as a failed call is.
 */
export async function fetchRewardsInfo(api: RewardsInfoApi, signal?: AbortSignal): Promise<RewardsInfo> {
  const { data } = await api.getContentsV2({ query: { keys: REWARDS_INFO_KEY } }, { signal });
  if (typeof data !== 'object' || data === null) throw new Error('The rewards content answer has no data');
  return readRewardsInfo((data as Readonly<Record<string, unknown>>)[REWARDS_INFO_KEY]);
}

/** What /introducing-rewards/ shows from the API. Plain JSON: the server embeds it in the page. */
export interface IntroducingRewardsFirstView {
  readonly info: RewardsInfo;
}

/**
 * The rewards information page's loader. On the server (no document) it waits for the content, so the anonymous
 * page's HTML has the banner, the tier ladder, eligibility, the FAQ and the terms, and the browser hydrates them
 * without asking again. A failed or unusable answer throws there: the shell then sends the page to be
 * drawn in the browser and keeps nothing. In the browser it waits for nothing and the screen reads the content
 * itself (through the rewards API seam), with its loading, error with Retry and empty states, as before. What a
 * member sees differently (the link to their points) comes from the session, which a hydrating page does not have:
 * the shell draws a signed-in visitor's page afresh.
 */
export async function loadIntroducingRewards(
  { signal }: Pick<LoaderContext, 'signal'>,
  doc: Document | null = browserDocument(),
): Promise<IntroducingRewardsFirstView | null> {
  if (doc) return null;
  return { info: await fetchRewardsInfo(loaderApi.api, signal) };
}
