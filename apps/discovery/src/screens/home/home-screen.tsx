import { usePlatform, useRecentlyViewedHotels } from '@nivaas/state';
import { todayInKolkata } from '@nivaas/domain';
import { Skeleton, Page, Stack, Text } from '@nivaas/ui';
import { lazy, Suspense, useEffect } from 'react';
import type { ScreenProps } from '@nivaas/routes';
import { SearchWidget } from '../../features/search-widget';
import type { HomeFirstView } from './api/load-home';
import { CampaignBanners } from './campaign-banners';
import { CampaignDetailHost } from './campaign/campaign-detail-host';
import { DeferredSection } from './deferred-section';
import { useHomeT } from './home-messages';
import { PopularCities } from './popular-cities';
import styles from './home-screen.module.css';

const HomeBelowFold = lazy(() => import('./home-below-fold'));
const RecentlyViewed = lazy(() => import('./recently-viewed'));

/**
 * Home (/): drawn on the server with its loader's banners and cities (api/load-home.ts). The search widget, pre-filled from the last recent search (docs/rules.md 2), campaign
 * banners and popular cities; the visitor's recently viewed hotels, after mount and only when
 * there are some (below popular cities, out of the first screenful, so nothing visible moves);
 * landing content, promotions, the perfect-stay and rewards banners and the SEO footer text
 * arrive as one deferred chunk when scrolled towards.
 */
export default function HomeScreen({ data }: Partial<Pick<ScreenProps<HomeFirstView | null>, 'data'>>) {
  const t = useHomeT();
  const { search } = usePlatform();
  const recent = useRecentlyViewedHotels();
  useEffect(() => {
    search.prefillFromRecent(todayInKolkata());
    // docs/rules.md 3 searchHeaderType: home shows the full search widget.
    search.setSearchHeaderType('widget');
  }, [search]);

  return (
    <Page width="full" gap={6}>
      <Stack as="section" gap={3} aria-labelledby="home-title">
        <h1 id="home-title" className={styles['title']}>
          {t('title')}
        </h1>
        <Text muted size="sm">
          {t('subtitle')}
        </Text>
        <SearchWidget />
      </Stack>
      <CampaignBanners initial={data?.banners} />
      <CampaignDetailHost />
      <PopularCities initial={data?.cities} />
      {recent.hotels.length > 0 && (
        <Suspense fallback={null}>
          <RecentlyViewed hotels={recent.hotels} onClear={recent.clear} />
        </Suspense>
      )}
      <DeferredSection placeholderClassName={styles['belowFold']}>
        <Suspense
          fallback={
            <Stack gap={3} role="status" aria-busy="true" aria-label={t('loading')}>
              <Skeleton variant="rect" className={styles['belowFoldSkeleton']} />
            </Stack>
          }
        >
          <HomeBelowFold />
        </Suspense>
      </DeferredSection>
    </Page>
  );
}
