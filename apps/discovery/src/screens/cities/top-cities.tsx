import { listingPath } from '@nivaas/routes';
import { Skeleton, Stack, Heading, VisuallyHidden } from '@nivaas/ui';
import { Link } from 'react-router-dom';
import { useFirstView } from '../../features/first-view';
import { topCitiesRequest } from './api/get-top-cities';
import type { CityLink } from './api/get-cities';
import { useCitiesT } from './cities-messages';
import styles from './cities-screen.module.css';
import { pillLinkStyles as pill } from '../../features/content';

/**
 * The cities with the most hotels (content `top_cities`) as one row of quick links above the full list; `initial` when
 * the loader brought them (a server-rendered page). The row keeps
 * its height while it loads (nothing below it moves when it arrives); a failed or empty answer leaves the row out,
 * the full list below has every city anyway.
 */
export function TopCities({ initial }: { readonly initial?: readonly CityLink[] | null }) {
  const t = useCitiesT();
  // The server's answer when it had one (the page was drawn with it); otherwise read here.
  const top = useFirstView(initial ?? undefined, topCitiesRequest);
  if (top.status === 'error' || (top.status === 'success' && !top.data?.length)) return null;
  return (
    // Busy while the row loads; the full list below announces the loading (one status, not two of the same name).
    <Stack as="section" aria-labelledby="cities-top" aria-busy={top.status !== 'success' || undefined} gap={2}>
      <Heading level={2} id="cities-top" size="md">
        {t('top.title')}
      </Heading>
      {top.status === 'success' && top.data ? (
        <ul className={styles['topList']}>
          {top.data.map((city) => (
            <li key={city.slug}>
              <Link to={listingPath({ kind: 'city', city: city.slug })} className={pill['pill']}>
                {/* The name is read whole; the pill shows it short (an aria-label would hide what is seen: axe
                    label-content-name-mismatch). */}
                <span aria-hidden="true">{city.name}</span>
                <span className={pill['count']} aria-hidden="true">
                  {city.hotel_count}
                </span>
                <VisuallyHidden>{t('top.city', { city: city.name, count: city.hotel_count })}</VisuallyHidden>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles['topList']}>
          <Skeleton variant="rect" className={styles['topSkeleton']} />
        </div>
      )}
    </Stack>
  );
}
