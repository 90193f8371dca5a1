import { useResource } from '@nivaas/state';
import { LoadingState, Skeleton, Stack } from '@nivaas/ui';
import { homePath } from '@nivaas/routes';
import { Link } from 'react-router-dom';
import { ResponsiveImage } from '../../features/content';
import { BANNER_IMAGE_SIZES, earlyCampaignBanners } from './api/early-requests';
import type { CampaignBanner } from './api/get-campaign-banners';
import { CAMPAIGN_PARAM } from './campaign/campaign-id';
import { FROM_BANNER_STATE, preloadCampaignDetail } from './campaign/campaign-detail-host';
import { useHomeT } from './home-messages';
import styles from './home-screen.module.css';

/**
 * Campaign banners; `initial` when home's loader brought them (a server-rendered page). docs/rules.md section 8: a failure marks the banners loaded and nothing breaks, so
 * a failed or empty answer shows nothing at all, not an error. Each banner opens its campaign's own detail
 * (`/?campaign={id}`: what it offers, its coupon's conditions, its terms), which leads on to the campaign's hotels.
 */
export function CampaignBanners({ initial = null }: { readonly initial?: readonly CampaignBanner[] | null }) {
  const t = useHomeT();
  // The banners the server drew the page with are used as they are: no request for them again.
  const asked = useResource(initial ? null : 'campaign-banners', earlyCampaignBanners.take);
  const banners = initial ? { status: 'success' as const, data: initial } : asked;
  if (banners.status === 'loading' || banners.status === 'idle') {
    return (
      <LoadingState label={t('loading')} className={styles['banners']}>
        <Skeleton variant="rect" className={styles['bannerSkeleton']} />
      </LoadingState>
    );
  }
  if (banners.status === 'error' || !banners.data?.length) return null;
  return (
    <Stack as="section" gap={3} aria-label={t('banners.label')}>
      <ul className={styles['banners']}>
        {banners.data.map((banner, index) => (
          <li key={banner.id} className={styles['banner']}>
            <Link
              to={homePath(`${CAMPAIGN_PARAM}=${banner.id}`)}
              state={FROM_BANNER_STATE}
              preventScrollReset
              className={styles['bannerLink']}
              onPointerEnter={preloadCampaignDetail}
              onTouchStart={preloadCampaignDetail}
              onFocus={preloadCampaignDetail}
            >
              <ResponsiveImage
                className={styles['bannerImage']}
                src={banner.image_url}
                width={1024}
                height={768}
                sizes={BANNER_IMAGE_SIZES}
                priority={index === 0}
              />
              <span className={styles['bannerText']}>
                <span className={styles['bannerTitle']}>{banner.title}</span>
                <span>{banner.subtitle}</span>
                {banner.coupon_code && (
                  <span className={styles['coupon']}>{t('banners.coupon', { code: banner.coupon_code })}</span>
                )}
                <span className={styles['bannerCta']}>{t('banners.details')}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
