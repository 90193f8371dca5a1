import { usePlatform, useStore, type SearchState, useResource } from '@nivaas/state';
import { todayInKolkata } from '@nivaas/domain';
import { clampStay, defaultStay } from '@nivaas/domain/dates';
import { toSiteSearchQuery } from '@nivaas/domain/search';
import { Skeleton, StateView, Stack, Heading } from '@nivaas/ui';
import { getLandingContent, LANDING_KEYS } from './api/get-landing-content';
import { useHomeT } from './home-messages';
import { HotelRail } from './hotel-rail';
import { landingHotels } from './landing-hotels';
import { PopularAreas } from './popular-areas';
import styles from './home-sections.module.css';

const selectSearch = (s: SearchState) => s;

/** The stay and rooms the visitor chose, carried into every hotel link (docs/rules.md 2). */
export function useStayQuery(): string {
  const { search } = usePlatform();
  const state = useStore(search.store, selectSearch);
  const today = todayInKolkata();
  const stay = clampStay(state.stay ?? defaultStay(today), today);
  return toSiteSearchQuery({ q: '', stay, rooms: state.rooms, extra: {} });
}

/**
 * Landing content (docs/rules.md 7 landing-page keys): budget, couple friendly and free-breakfast hotels, then the popular
 * cities' areas (`cities`), each to its listing.
 */
export function LandingSections() {
  const t = useHomeT();
  const landing = useResource('landing', getLandingContent);
  const query = useStayQuery();

  return (
    <StateView
      status={landing.status}
      className={styles['section']}
      loadingLabel={t('loading')}
      loading={
        <>
          <Skeleton variant="text" width="50%" />
          <div className={styles['rail']}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rect" className={`${styles['railItem']} ${styles['railSkeleton']}`} />
            ))}
          </div>
        </>
      }
      error={{ title: t('landing.failed'), retryLabel: t('retry'), onRetry: landing.reload }}
      headingLevel={3}
      focusRetryOnError={false}
    >
      {LANDING_KEYS.map((key) => {
        const hotels = landingHotels(landing.data?.[key]);
        if (!hotels.length) return null;
        const headingId = `home-landing-${key}`;
        return (
          <Stack as="section" key={key} gap={3} aria-labelledby={headingId}>
            <Heading level={2} id={headingId}>
              {t(`landing.${key}`)}
            </Heading>
            <HotelRail hotels={hotels} query={query} />
          </Stack>
        );
      })}
      <PopularAreas value={landing.data?.['cities']} />
    </StateView>
  );
}
