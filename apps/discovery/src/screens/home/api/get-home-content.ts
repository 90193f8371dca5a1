import { homeApi } from './home-api';

/**
 * The content keys of home's promotions and banners (docs/rules.md 3 Content: perfectStay, walletsPromotion,
 * partPayPromotion, rewardsInfo) and its specials (special_rate_hotels).
 */
export const HOME_CONTENT_KEYS = [
  'special_rate_hotels',
  'perfect_stay',
  'wallets_promotion',
  'part_pay_promotion',
  'loyalty_page_info',
] as const;

export async function getHomeContent(signal?: AbortSignal): Promise<Readonly<Record<string, unknown>>> {
  return (await homeApi.api.getContentsV2({ query: { keys: HOME_CONTENT_KEYS.join(',') } }, { signal })).data;
}
