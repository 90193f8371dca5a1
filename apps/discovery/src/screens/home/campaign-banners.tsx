import { useResource } from '@nivaas/state';
import { LoadingState, Skeleton } from '@nivaas/ui';
import { Link } from 'react-router-dom';
import { ResponsiveImage, sitePath } from '../../features/content';
import { BANNER_IMAGE_SIZES, earlyCampaignBanners } from './api/early-requests';
import type { CampaignBanner } from './api/get-campaign-banners';
import { useHomeT } from './home-messages';
import styles from './home-screen.module.css';

/**
 * Campaign banners; `initial` when home's loader brought them (a server-rendered page). SPEC.md section 8: a failure marks the banners loaded and nothing breaks, so
 * a failed or empty answer shows nothing at all, not an error.
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
    <section className={styles['section']} aria-label={t('banners.label')}>
      <ul className={styles['banners']}>
        {banners.data.map((banner, index) => {
          const to = sitePath(banner.link);
          const body = (
            <>
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
                <span className={styles['bannerCta']}>{banner.cta}</span>
              </span>
            </>
          );
          return (
            <li key={banner.id} className={styles['banner']}>
              {to ? (
                <Link to={to} className={styles['bannerLink']}>
                  {body}
                </Link>
              ) : (
                <div className={styles['bannerLink']}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
