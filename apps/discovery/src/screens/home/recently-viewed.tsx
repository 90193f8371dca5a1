import type { RecentlyViewedHotel } from '@nivaas/domain/search';
import { RatingBadge } from '@nivaas/ui';
import { Link } from 'react-router-dom';
import { ResponsiveImage } from '../../features/content';
import { useHomeT } from './home-messages';
import tile from './tile.module.css';
import sections from './home-sections.module.css';
import styles from './home-screen.module.css';
import own from './recently-viewed.module.css';

export interface RecentlyViewedProps {
  /** Newest first, at most 10 (libs/state's useRecentlyViewedHotels). */
  readonly hotels: readonly RecentlyViewedHotel[];
  readonly onClear: () => void;
}

/**
 * The hotels this visitor opened, each back to its page. Its own chunk, fetched
 * only when there is something to list; home renders it only after mount (the list is in this
 * browser's storage, never in the cached server HTML). Names and places are text, never HTML.
 */
export default function RecentlyViewed({ hotels, onClear }: RecentlyViewedProps) {
  const t = useHomeT();
  return (
    <section className={styles['section']} aria-labelledby="home-recently-viewed">
      <div className={styles['sectionHead']}>
        <h2 id="home-recently-viewed" className={styles['subtitle']}>
          {t('recent.title')}
        </h2>
        <button type="button" className={own['clear']} onClick={onClear} aria-label={t('recent.clearLabel')}>
          {t('recent.clear')}
        </button>
      </div>
      <ul className={sections['rail']}>
        {hotels.map((hotel) => (
          <li key={hotel.id} className={sections['railItem']}>
            <Link to={hotel.path} className={tile['tile']}>
              {hotel.imageUrl ? (
                <ResponsiveImage
                  className={tile['image']}
                  src={hotel.imageUrl}
                  width={640}
                  height={480}
                  sizes="(min-width: 600px) 240px, 66vw"
                />
              ) : (
                <span className={`${tile['image']} ${own['noImage']}`} aria-hidden="true" />
              )}
              <span className={tile['name']}>{hotel.name}</span>
              <span className={tile['meta']}>{[hotel.locality, hotel.city].filter(Boolean).join(', ')}</span>
              {hotel.rating > 0 && <RatingBadge rating={hotel.rating} size="sm" />}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
