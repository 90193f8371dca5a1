import type { City } from '@nivaas/api-client/contract';
import { useResource } from '@nivaas/state';
import { listingPath, citiesPath } from '@nivaas/routes';
import { Skeleton, StateView, Stack, Text } from '@nivaas/ui';
import { Link } from 'react-router-dom';
import { ResponsiveImage } from '../../features/content';
import { earlyPopularCities } from './api/early-requests';
import { useHomeT } from './home-messages';
import tile from './tile.module.css';
import styles from './home-screen.module.css';

const PLACEHOLDERS = 6;

/** Popular cities (getPopularCities), each to its listing; `initial` when home's loader brought them. */
export function PopularCities({ initial = null }: { readonly initial?: readonly City[] | null }) {
  const t = useHomeT();
  // The cities the server drew the page with are used as they are: no request for them again.
  const asked = useResource(initial ? null : 'popular-cities', earlyPopularCities.take);
  const cities = initial ? { status: 'success' as const, data: initial, reload: asked.reload } : asked;
  return (
    <Stack as="section" gap={3} aria-labelledby="home-cities">
      <div className={styles['sectionHead']}>
        <h2 id="home-cities" className={styles['subtitle']}>
          {t('cities.title')}
        </h2>
        <Link to={citiesPath()} className={styles['more']}>
          {t('cities.all')}
        </Link>
      </div>
      <StateView
        status={cities.status}
        loadingLabel={t('loading')}
        loading={
          <div className={styles['cities']}>
            {Array.from({ length: PLACEHOLDERS }, (_, i) => (
              <div key={i}>
                <Skeleton variant="rect" className={styles['citySkeleton']} />
                <Skeleton variant="text" width="60%" />
              </div>
            ))}
          </div>
        }
        error={{ title: t('cities.failed'), retryLabel: t('retry'), onRetry: cities.reload }}
        headingLevel={3}
        focusRetryOnError={false}
      >
        {cities.data?.length ? (
          <ul className={styles['cities']}>
            {cities.data?.map((city) => (
              <li key={city.slug}>
                <Link to={listingPath({ kind: 'city', city: city.slug })} className={tile['tile']}>
                  <ResponsiveImage
                    className={tile['image']}
                    src={city.image_url}
                    width={640}
                    height={480}
                    sizes="(min-width: 600px) 33vw, 50vw"
                  />
                  <span className={tile['name']}>{city.name}</span>
                  <span className={tile['meta']}>{t('cities.hotels', { count: city.hotel_count })}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <Text muted size="sm">
            {t('cities.empty')}
          </Text>
        )}
      </StateView>
    </Stack>
  );
}
