import { formatViewDate } from '@nivaas/domain';
import { toSiteSearchQuery } from '@nivaas/domain/search';
import { useLocale } from '@nivaas/i18n';
import { usePlatform, useStore, type SearchState } from '@nivaas/state';
import { useMemo } from 'react';
import { useBelowFoldT } from './below-fold-messages';
import { HotelRail } from './hotel-rail';
import { specialRateHotels } from './special-rate-hotels';
import styles from './home-sections.module.css';

const selectRooms = (s: SearchState) => s.rooms;

/**
 * The New Year specials (content `special_rate_hotels`): which nights, how much off, and the hotels, each linking to
 * its page for those nights, where its prices carry the same special. Nothing when the content has no special.
 */
export function SpecialRatesSection({ value }: { readonly value: unknown }) {
  const t = useBelowFoldT();
  const locale = useLocale();
  const { search } = usePlatform();
  const rooms = useStore(search.store, selectRooms);
  const special = useMemo(() => specialRateHotels(value), [value]);
  if (!special) return null;
  const query = toSiteSearchQuery({
    q: '',
    stay: { checkin: special.checkin, checkout: special.checkout },
    rooms,
    extra: {},
  });
  const oneNight = special.firstNight === special.lastNight;
  return (
    <section className={styles['section']} aria-labelledby="home-special-rates">
      <h2 id="home-special-rates" className={styles['subtitle']}>
        {t('special.title')}
      </h2>
      <p className={styles['note']}>
        {oneNight
          ? t('special.one', { percent: special.percentOff, date: formatViewDate(special.firstNight, locale) })
          : t('special.many', {
              percent: special.percentOff,
              from: formatViewDate(special.firstNight, locale),
              to: formatViewDate(special.lastNight, locale),
            })}
      </p>
      <HotelRail hotels={special.hotels} query={query} />
    </section>
  );
}
