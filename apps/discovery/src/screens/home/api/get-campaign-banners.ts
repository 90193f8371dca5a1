import { getBrowserApiClient } from '@nivaas/api-client';
import type { ResponseOf } from '@nivaas/api-client/contract';

export type CampaignBanner = ResponseOf<'getCampaignBanners'>['data'][number];

export async function getCampaignBanners(signal?: AbortSignal): Promise<readonly CampaignBanner[]> {
  return (await getBrowserApiClient().getCampaignBanners({ query: { page: 'home' } }, { signal })).data;
}
