import { getBrowserApiClient } from '@nivaas/api-client';
import type { CampaignBannerDetail } from '@nivaas/api-client/contract';

/** A campaign's own detail (GET /api/campaigns/campaign-banners/{id}/: campaignDetailsPageBanner of docs/rules.md 3). */
export async function getCampaignDetail(id: number, signal?: AbortSignal): Promise<CampaignBannerDetail> {
  return getBrowserApiClient().getCampaignBanner({ params: { id } }, { signal });
}
