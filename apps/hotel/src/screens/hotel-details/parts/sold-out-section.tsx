import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { HotelDetails } from '@nivaas/api-client/contract';
import { formatInr, formatNumber, formatViewDate } from '@nivaas/domain';
import { toSiteSearchQuery } from '@nivaas/domain/search';
import { useLocale } from '@nivaas/i18n';
import { hotelPath, listingPath, withQuery } from '@nivaas/routes';
import { useResource } from '@nivaas/state';
import { StateView, Section } from '@nivaas/ui';
import { useHotelApi } from '../api/hotel-api';
import { apiStay } from '../data/hotel-stay';
import type { HotelStay } from '../data/hotel-details-types';
import type { HotelDetailsT } from '../hotel-details-messages';
import styles from '../hotel-details.module.css';

export interface SoldOutSectionProps {
  readonly t: HotelDetailsT;
  readonly hotel: HotelDetails;
  readonly stay: HotelStay;
}

/**
 * Sold out for the dates: said plainly, then no dead end: the nearest stays of the same length
 * at this hotel (links that change the dates) and hotels nearby with rooms for the same dates (links to their
 * pages with the same stay), from the availability call; a search of the city when there is neither.
 */
export function SoldOutSection({ t, hotel, stay }: SoldOutSectionProps) {
  const api = useHotelApi();
  const locale = useLocale();
  const headingId = useId();
  const query = apiStay(stay);
  const availability = useResource(`availability|${hotel.id}|${JSON.stringify(query)}`, (signal) =>
    api.getHotelAvailability({ params: { hotelId: hotel.id }, query }, { signal }),
  );
  const guests = stay.rooms.reduce((sum, room) => sum + room.adults + room.kids, 0);
  const money = (amount: number) => formatInr(amount, locale);
  const stayLink = (checkin: string, checkout: string) =>
    hotelPath(
      { citySlug: hotel.address.city_slug, hotelName: hotel.slug || hotel.name, hotelId: hotel.id },
      toSiteSearchQuery({ q: '', stay: { checkin, checkout }, rooms: stay.rooms, extra: {} }),
    );
  return (
    <Section className={styles['soldOut']} headingId={headingId} title={t('sold-out.title')}>
      <p>
        {t('sold-out.body', {
          checkin: formatViewDate(stay.stay.checkin, locale),
          checkout: formatViewDate(stay.stay.checkout, locale),
          rooms: t('rooms', { count: stay.rooms.length }),
          guests: t('guests', { count: guests }),
        })}
      </p>
      <StateView
        status={availability.status}
        loadingLabel={t('sold-out.loading')}
        headingLevel={3}
        focusRetryOnError={false}
        error={{ title: t('sold-out.error.title'), retryLabel: t('error.retry'), onRetry: availability.reload }}
      >
        {() => {
          const { alternatives, nearby } = availability.data ?? { alternatives: [], nearby: [] };
          return (
            <>
              {alternatives.length > 0 && (
                <Section as="div" level={3} gap="sm" title={t('sold-out.dates')}>
                  <ul className={styles.links}>
                    {alternatives.map((alt) => (
                      <li key={alt.checkin}>
                        <Link to={stayLink(alt.checkin, alt.checkout)}>
                          {t('sold-out.date', {
                            checkin: formatViewDate(alt.checkin, locale),
                            checkout: formatViewDate(alt.checkout, locale),
                            price: money(alt.price),
                          })}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </Section>
              )}
              {nearby.length > 0 && (
                <Section as="div" level={3} gap="sm" title={t('sold-out.nearby')}>
                  <ul className={styles.links}>
                    {nearby.map((other) => (
                      <li key={other.id}>
                        <Link
                          to={hotelPath(
                            { citySlug: other.city_slug, hotelName: other.slug || other.name, hotelId: other.id },
                            stay.siteQuery,
                          )}
                        >
                          {other.name}
                        </Link>
                        <span className={styles.linkDetail}>
                          {t('sold-out.nearby-item', {
                            locality: other.locality,
                            km: formatNumber(other.distance_km, locale, 1),
                            price: money(other.price),
                          })}
                        </span>
                      </li>
                    ))}
                  </ul>
                </Section>
              )}
              {alternatives.length === 0 && nearby.length === 0 && (
                <p>
                  {t('sold-out.nothing')}{' '}
                  {hotel.address.city_slug && (
                    <Link to={withQuery(listingPath({ kind: 'city', city: hotel.address.city_slug }), stay.siteQuery)}>
                      {t('sold-out.search', { city: hotel.address.city })}
                    </Link>
                  )}
                </p>
              )}
            </>
          );
        }}
      </StateView>
    </Section>
  );
}
