import { usePlatform, useStore, type UiState, useResource } from '@nivaas/state';
import { Button, Skeleton, StateView, Stack, Text, Heading } from '@nivaas/ui';
import { lazy, Suspense } from 'react';
import { objectOf, ResponsiveImage, textOf } from '../../features/content';
import { getHomeContent } from './api/get-home-content';
import { useHomeT } from './home-messages';
import { SpecialRatesSection } from './special-rates-section';
import styles from './home-sections.module.css';

// Their code arrives with the first tap; the UI store says which is open.
const HomeModals = lazy(() => import('./home-modals'));

const selectHomeModalOpen = (s: UiState) => s.modals['perfect-stay-banner'] || s.modals['traveller-rewards-banner'];

/**
 * The New Year specials, the perfect-stay banner, the wallet and part-pay promotions and the traveller-rewards
 * banner. The two banners open their modals (ModalId 'perfect-stay-banner' and
 * 'traveller-rewards-banner') through the bus, as any remote would.
 */
export function Promotions() {
  const t = useHomeT();
  const { bus, ui } = usePlatform();
  const modalOpen = useStore(ui.store, selectHomeModalOpen);
  const content = useResource('home-content', getHomeContent);
  const data = content.data;
  return (
    <StateView
      status={content.status}
      className={styles['section']}
      loadingLabel={t('loading')}
      loading={<Skeleton variant="rect" className={styles['promotionsSkeleton']} />}
      error={{ title: t('promotions.failed'), retryLabel: t('retry'), onRetry: content.reload }}
      headingLevel={3}
      focusRetryOnError={false}
    >
      {() =>
        data && (
          <PromotionSections
            data={data}
            modalOpen={modalOpen}
            onOpen={(modal) => bus.emit({ type: 'modal/open', modal })}
          />
        )
      }
    </StateView>
  );
}

interface PromotionSectionsProps {
  readonly data: Readonly<Record<string, unknown>>;
  readonly modalOpen: boolean;
  readonly onOpen: (modal: 'perfect-stay-banner' | 'traveller-rewards-banner') => void;
}

function PromotionSections({ data, modalOpen, onOpen }: PromotionSectionsProps) {
  const t = useHomeT();
  const perfectStay = data['perfect_stay'];
  const promos = [data['wallets_promotion'], data['part_pay_promotion']].filter((p) => textOf(p, 'title'));
  const rewards = data['loyalty_page_info'];
  const rewardsBanner = objectOf(rewards, 'heading_banner');

  return (
    <>
      <SpecialRatesSection value={data['special_rate_hotels']} />
      {textOf(perfectStay, 'title') && (
        <section className={`${styles['section']} ${styles['perfectStay']}`} aria-labelledby="home-perfect-stay">
          <Heading level={2} id="home-perfect-stay">
            {textOf(perfectStay, 'title')}
          </Heading>
          <Button type="button" variant="outline" aria-haspopup="dialog" onClick={() => onOpen('perfect-stay-banner')}>
            {t('perfectStay.more')}
          </Button>
        </section>
      )}
      {promos.length > 0 && (
        <Stack as="section" gap={3} aria-labelledby="home-promotions">
          <Heading level={2} id="home-promotions">
            {t('promotions.title')}
          </Heading>
          <ul className={styles['promos']}>
            {promos.map((promo) => (
              <li key={textOf(promo, 'title')} className={styles['promo']}>
                <span className={styles['promoTitle']}>{textOf(promo, 'title')}</span>
                <span>{textOf(promo, 'text')}</span>
              </li>
            ))}
          </ul>
        </Stack>
      )}
      {rewardsBanner && textOf(rewardsBanner, 'title') && (
        <section className={`${styles['section']} ${styles['rewards']}`} aria-labelledby="home-rewards">
          {textOf(rewardsBanner, 'image_url') && (
            <ResponsiveImage
              className={styles['rewardsImage']}
              src={textOf(rewardsBanner, 'image_url')}
              width={1024}
              height={768}
              sizes="(min-width: 1024px) 640px, 92vw"
            />
          )}
          <Heading level={2} id="home-rewards">
            {textOf(rewardsBanner, 'title')}
          </Heading>
          <Text muted size="sm">
            {textOf(rewardsBanner, 'subtitle')}
          </Text>
          <Button
            type="button"
            variant="outline"
            aria-haspopup="dialog"
            onClick={() => onOpen('traveller-rewards-banner')}
          >
            {t('rewards.more')}
          </Button>
        </section>
      )}
      {modalOpen && (
        <Suspense fallback={null}>
          <HomeModals perfectStay={perfectStay} rewards={rewards} />
        </Suspense>
      )}
    </>
  );
}
