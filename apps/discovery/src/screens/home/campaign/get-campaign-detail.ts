import type { CampaignBannerDetail } from '@nivaas/api-client/contract';
import { homeApi } from '../api/home-api';

/** A campaign's own detail (GET /api/campaigns/campaign-banners/{id}/: campaignDetailsPageBanner of docs/rules.md 3). */
export async function getCampaignDetail(id: number, signal?: AbortSignal): Promise<CampaignBannerDetail> {
  return homeApi.api.getCampaignBanner({ params: { id } }, { signal });
}
