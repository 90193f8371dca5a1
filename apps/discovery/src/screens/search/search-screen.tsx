import type { ScreenProps } from '@nivaas/routes';
import { usePlatform } from '@nivaas/state';
import { todayInKolkata } from '@nivaas/domain';
import { parseSiteSearchQuery } from '@nivaas/domain/search';
import { useEffect, useMemo } from 'react';
import { SearchWidget } from '../../features/search-widget';
import { decodeSearchTerm } from './decode-search-term';
import { useSearchT } from './search-messages';
import { SearchResults } from './search-results';
import { Page, Text } from '@nivaas/ui';

/**
 * /search/ and /search/{encodedUri}/ (analytics search type 'search'): the widget, and for a
 * term, the places and hotels it finds. The term comes from the URL and is decoded without
 * ever throwing; the stay and rooms come from the site query, clamped like any other input.
 */
export default function SearchScreen({ params, searchParams }: ScreenProps) {
  const t = useSearchT();
  const { search } = usePlatform();
  const term = decodeSearchTerm(params['encodedUri']);
  const today = todayInKolkata();
  const queryText = searchParams.toString();
  const siteQuery = useMemo(() => parseSiteSearchQuery(queryText, today), [queryText, today]);
  const amenity = /^[a-z0-9-]{1,60}$/.test(siteQuery.extra['amenity'] ?? '')
    ? (siteQuery.extra['amenity'] ?? null)
    : null;
  const hasStay = searchParams.has('checkin');

  // The URL is the search: the widget above the results shows it.
  useEffect(() => {
    if (!term) return;
    if (search.store.getState().place?.q !== term) search.setPlace({ q: term, type: 'text', coordinates: null });
    if (hasStay) {
      search.setStay(siteQuery.stay, today);
      search.setRooms(siteQuery.rooms);
    }
  }, [search, term, hasStay, siteQuery, today]);

  return (
    <Page width="full" headingSize="2xl" gap={5} heading={term ? t('title.term', { term }) : t('title.empty')}>
      <SearchWidget />
      {term ? (
        <SearchResults
          key={`${term}|${amenity ?? ''}`}
          term={term}
          amenity={amenity}
          stay={siteQuery.stay}
          rooms={siteQuery.rooms}
        />
      ) : (
        <Text muted size="sm">
          {t('prompt')}
        </Text>
      )}
    </Page>
  );
}
