import { browserDocument } from '@nivaas/state';
import { preloadImage } from '../../../features/content';
import { earlyResource } from '../../../features/first-view';
import { getCampaignBanners, type CampaignBanner } from './get-campaign-banners';
import { getPopularCities } from './get-popular-cities';

/**
 * The requests behind home's largest paint (the first campaign banner) and its first section. Home's
 * loader starts them as soon as the route is matched, beside the screen's code, instead of after
 * that code has arrived, run and rendered.
 */
export const earlyCampaignBanners = earlyResource('campaign-banners', getCampaignBanners);
export const earlyPopularCities = earlyResource('popular-cities', getPopularCities);

/** The sizes of a campaign banner's picture (campaign-banners.tsx): the preload must choose the same file. */
export const BANNER_IMAGE_SIZES = '(min-width: 1024px) 640px, 88vw';

/** Starts home's first requests; the first banner's picture is fetched as soon as its URL is known. */
export function startHomeRequests(doc: Document | null = browserDocument()): void {
  earlyCampaignBanners.start().then(
    (banners: readonly CampaignBanner[]) =>
      doc && banners[0] && preloadImage(doc, banners[0].image_url, BANNER_IMAGE_SIZES),
    () => undefined,
  );
  earlyPopularCities.start();
}
