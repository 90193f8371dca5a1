import type { ResponseOf } from '@nivaas/api-client/contract';
import { homeApi } from './home-api';

export type CampaignBanner = ResponseOf<'getCampaignBanners'>['data'][number];

export async function getCampaignBanners(signal?: AbortSignal): Promise<readonly CampaignBanner[]> {
  return (await homeApi.api.getCampaignBanners({ query: { page: 'home' } }, { signal })).data;
}
