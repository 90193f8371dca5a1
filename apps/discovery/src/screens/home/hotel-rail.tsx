import { formatRating } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import { hotelPath } from '@nivaas/routes';
import { Link } from 'react-router-dom';
import { ResponsiveImage } from '../../features/content';
import type { LandingHotel } from './landing-hotels';
import { useHomeT } from './home-messages';
import tile from './tile.module.css';
import styles from './home-sections.module.css';

export interface HotelRailProps {
  readonly hotels: readonly LandingHotel[];
  /** The stay every hotel link opens with (checkin, checkout, roomconfig). */
  readonly query: string;
}

/** A row of hotels that scrolls sideways, each to its page for the stay: home's landing sections and specials. */
export function HotelRail({ hotels, query }: HotelRailProps) {
  const t = useHomeT();
  const locale = useLocale();
  return (
    <ul className={styles['rail']}>
      {hotels.map((hotel) => (
        <li key={hotel.id} className={styles['railItem']}>
          <Link
            to={hotelPath({ citySlug: hotel.citySlug, hotelName: hotel.name, hotelId: hotel.id }, query)}
            className={tile['tile']}
          >
            {hotel.image && (
              <ResponsiveImage
                className={tile['image']}
                src={hotel.image.url}
                srcSet={hotel.image.srcSet || undefined}
                width={hotel.image.width}
                height={hotel.image.height}
                sizes="(min-width: 600px) 240px, 66vw"
              />
            )}
            <span className={tile['name']}>{hotel.name}</span>
            <span className={tile['meta']}>{hotel.place}</span>
            {hotel.rating !== null && (
              <span className={tile['meta']}>
                {t('landing.rating', { rating: formatRating(hotel.rating, locale) })}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
