import { isApiError } from '@nivaas/api-client';
import type { CampaignBannerDetail } from '@nivaas/api-client/contract';
import { formatInr } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import { useResource } from '@nivaas/state';
import { EmptyState, Modal, Skeleton, StateView, Stack } from '@nivaas/ui';
import { Link } from 'react-router-dom';
import { ResponsiveImage, sitePath } from '../../../features/content';
import { couponConditions, type CouponCondition } from './coupon-conditions';
import { getCampaignDetail } from './get-campaign-detail';
import { useCampaignT } from './campaign-messages';
import styles from './campaign-detail.module.css';

export interface CampaignDetailDialogProps {
  readonly id: number;
  readonly onClose: () => void;
}

type T = ReturnType<typeof useCampaignT>;

function conditionText(condition: CouponCondition, t: T, money: (n: number) => string): string {
  switch (condition.kind) {
    case 'percent':
      return t('condition.percent', { percent: condition.percent });
    case 'percent-up-to':
      return t('condition.percent-up-to', { percent: condition.percent, max: money(condition.max) });
    case 'minimum':
      return t('condition.minimum', { min: money(condition.min) });
    case 'first-booking':
      return t('condition.first-booking');
    case 'sign-in':
      return t('condition.sign-in');
  }
}

/**
 * A campaign's own page, as a dialog over home (`/?campaign={id}`, reached from a home banner): its picture, what it
 * offers, its coupon with the coupon's conditions, its terms, and the way to the hotels it is for. An id the API does
 * not know says the offer is not available; a failure offers Retry.
 */
export default function CampaignDetailDialog({ id, onClose }: CampaignDetailDialogProps) {
  const t = useCampaignT();
  const detail = useResource(`campaign:${id}`, (signal) => getCampaignDetail(id, signal));
  const gone = detail.status === 'error' && isApiError(detail.error) && detail.error.status === 404;
  const title = detail.data?.title || t('title');
  return (
    <Modal open onClose={onClose} title={title} closeLabel={t('close')} size="md">
      {gone ? (
        <EmptyState title={t('gone.title')} description={t('gone.body')} headingLevel={3} />
      ) : (
        <StateView
          status={detail.status}
          loadingLabel={t('loading')}
          loading={
            <>
              <Skeleton variant="rect" className={styles['imageSkeleton']} />
              <Skeleton variant="text" lines={4} />
            </>
          }
          error={{ title: t('failed'), retryLabel: t('retry'), onRetry: detail.reload }}
          headingLevel={3}
        >
          {() => detail.data && <CampaignBody campaign={detail.data} onClose={onClose} />}
        </StateView>
      )}
    </Modal>
  );
}

function CampaignBody({
  campaign,
  onClose,
}: {
  readonly campaign: CampaignBannerDetail;
  readonly onClose: () => void;
}) {
  const t = useCampaignT();
  const locale = useLocale();
  const money = (n: number) => formatInr(n, locale);
  const to = sitePath(campaign.link);
  const conditions = campaign.coupon ? couponConditions(campaign.coupon) : [];
  return (
    <Stack gap={3}>
      <ResponsiveImage
        className={styles['image']}
        src={campaign.image_url}
        width={1024}
        height={768}
        sizes="(min-width: 600px) 560px, 92vw"
      />
      <p className={styles['lead']}>{campaign.subtitle}</p>
      {campaign.description && <p>{campaign.description}</p>}
      {campaign.coupon && (
        <section className={styles['coupon']} aria-labelledby={`campaign-${campaign.id}-coupon`}>
          <h3 id={`campaign-${campaign.id}-coupon`} className={styles['heading']}>
            {t('coupon.heading')}
          </h3>
          <p className={styles['code']}>{campaign.coupon.code}</p>
          {conditions.length > 0 && (
            <ul className={styles['list']}>
              {conditions.map((condition) => (
                <li key={condition.kind}>{conditionText(condition, t, money)}</li>
              ))}
            </ul>
          )}
          <p className={styles['note']}>{t('coupon.how')}</p>
        </section>
      )}
      {campaign.terms.length > 0 && (
        <section aria-labelledby={`campaign-${campaign.id}-terms`}>
          <h3 id={`campaign-${campaign.id}-terms`} className={styles['heading']}>
            {t('terms.heading')}
          </h3>
          <ul className={styles['list']}>
            {campaign.terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        </section>
      )}
      {to && (
        <Link to={to} className={styles['cta']} onClick={onClose}>
          {campaign.cta || t('cta.fallback')}
        </Link>
      )}
    </Stack>
  );
}
