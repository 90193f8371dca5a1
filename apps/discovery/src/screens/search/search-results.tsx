import type { Suggestion } from '@nivaas/api-client/contract';
import { hotelPath, listingPath, citiesPath, searchPath } from '@nivaas/routes';
import { usePlatform, useResource } from '@nivaas/state';
import { formatRating } from '@nivaas/domain';
import { type StayRange } from '@nivaas/domain/dates';
import { useLocale } from '@nivaas/i18n';
import { type Room } from '@nivaas/domain/rooms';
import { toSiteSearchQuery } from '@nivaas/domain/search';
import { analyticsSearchType } from '@nivaas/domain/sign-in';
import { EmptyState, LoadingState, Skeleton, StateView, Section, Text } from '@nivaas/ui';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ResponsiveImage } from '../../features/content';
import { getSearchSuggestions, searchTarget } from '../../features/search-widget';
import { getPopularCities } from './api/get-popular-cities';
import { searchHotelsByName } from './api/search-hotels';
import { useSearchT } from './search-messages';
import styles from './search-screen.module.css';

export interface SearchResultsProps {
  readonly term: string;
  /** The amenity slug a suggestion named (`?amenity=`): its listing needs a city, offered here. */
  readonly amenity: string | null;
  readonly stay: StayRange;
  readonly rooms: readonly Room[];
}

const RESULT_LINES = [0, 1, 2, 3].map((i) => <Skeleton key={i} variant="text" lines={2} />);

/**
 * What /search/{term}/ finds: places (the suggestions across cities, localities, landmarks,
 * amenities and hotels) and hotels by name (searchHotels q=), each to its listing or hotel page
 * with the stay and rooms. The term is the visitor's text and is only ever rendered as text.
 */
export function SearchResults({ term, amenity, stay, rooms }: SearchResultsProps) {
  const t = useSearchT();
  const locale = useLocale();
  const { bus } = usePlatform();
  const places = useResource(`places:${term}`, (signal) => getSearchSuggestions(term, signal));
  const hotels = useResource(`hotels:${term}`, (signal) => searchHotelsByName(term, signal));
  const cities = useResource(amenity ? 'amenity-cities' : null, (signal) => getPopularCities(signal));
  const query = toSiteSearchQuery({ q: term, stay, rooms, extra: {} });
  const placeCount = places.data?.length ?? 0;
  const hotelCount = hotels.data?.total ?? 0;
  const settled = places.status !== 'loading' && hotels.status !== 'loading';

  useEffect(() => {
    if (!settled) return;
    bus.emit({
      type: 'analytics/track',
      name: 'Search Results',
      properties: { searchType: analyticsSearchType(searchPath()), term, places: placeCount, hotels: hotelCount },
    });
  }, [bus, settled, term, placeCount, hotelCount]);

  if (!settled) {
    return (
      <LoadingState label={t('loading')} className={styles['skeleton']}>
        {RESULT_LINES}
      </LoadingState>
    );
  }
  if (places.status === 'success' && hotels.status === 'success' && !placeCount && !hotelCount && !amenity) {
    return (
      <EmptyState
        title={t('empty.title', { term })}
        description={t('empty.body')}
        action={
          <Link to={citiesPath()} className={styles['action']}>
            {t('empty.cities')}
          </Link>
        }
      />
    );
  }
  const placeHref = (s: Suggestion) => searchTarget({ text: s.area.search || s.label, suggestion: s }, stay, rooms);

  return (
    <>
      {amenity && (
        <Section gap="sm" headingId="search-amenity" title={<>{t('amenity.title', { amenity: term })}</>}>
          <StateView
            status={cities.status}
            className={styles['skeleton']}
            loadingLabel={t('loading')}
            loading={RESULT_LINES}
            error={{ title: t('amenity.failed'), retryLabel: t('retry'), onRetry: cities.reload }}
            headingLevel={3}
          >
            <ul className={styles['links']}>
              {cities.data?.map((city) => (
                <li key={city.slug}>
                  <Link
                    to={`${listingPath({ kind: 'hotels-with-amenity-in-city', amenity, city: city.slug })}?${query}`}
                  >
                    {t('amenity.link', { amenity: term, city: city.name })}
                  </Link>
                </li>
              ))}
            </ul>
          </StateView>
        </Section>
      )}
      <StateView
        status={places.status}
        error={{ title: t('places.failed'), retryLabel: t('retry'), onRetry: places.reload }}
        focusRetryOnError={false}
      >
        {placeCount > 0 && (
          <Section gap="sm" headingId="search-places" title={t('places.title')}>
            <ul className={styles['places']}>
              {places.data?.map((s) => (
                <li key={`${s.type}-${s.q}`}>
                  <Link to={placeHref(s)} className={styles['place']}>
                    <span className={styles['placeText']}>
                      <span>{s.label}</span>
                      {s.alias && <span className={styles['alias']}>{t('places.alias', { name: s.alias })}</span>}
                    </span>
                    <span className={styles['kind']}>{t(`type.${s.type}`)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </Section>
        )}
      </StateView>
      <StateView
        status={hotels.status}
        error={{ title: t('hotels.failed'), retryLabel: t('retry'), onRetry: hotels.reload }}
        focusRetryOnError={false}
      >
        {hotelCount > 0 && (
          <Section gap="sm" headingId="search-hotels" title={t('hotels.title')}>
            <Text muted size="sm">
              {t('hotels.count', { count: hotelCount })}
            </Text>
            <ul className={styles['hotels']}>
              {hotels.data?.hotels.map((hotel, index) => {
                const image = hotel.images[0];
                return (
                  <li key={hotel.id}>
                    <Link
                      to={hotelPath(
                        { citySlug: hotel.address.city_slug, hotelName: hotel.name, hotelId: hotel.id },
                        query,
                      )}
                      className={styles['hotel']}
                    >
                      {image && (
                        <ResponsiveImage
                          className={styles['hotelImage']}
                          src={image.url}
                          srcSet={image.srcset.map((s) => `${s.url} ${s.width}w`).join(', ')}
                          width={image.width}
                          height={image.height}
                          sizes="96px"
                          priority={index === 0}
                        />
                      )}
                      <span className={styles['hotelText']}>
                        <span className={styles['hotelName']}>{hotel.name}</span>
                        <Text as="span" muted size="sm">
                          {[hotel.address.locality, hotel.address.city].filter(Boolean).join(', ')}
                        </Text>
                        <Text as="span" muted size="sm">
                          {t('hotels.rating', { rating: formatRating(hotel.rating_summary.rating, locale) })}
                        </Text>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </Section>
        )}
      </StateView>
    </>
  );
}
