import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigationType } from 'react-router-dom';
import { formatInr } from '@nivaas/domain';
import { currentLocale } from '@nivaas/i18n';
import { ErrorState } from '@nivaas/ui';
import { usePlatform, useStore, type SearchHeaderType, type UiState } from '@nivaas/state';
import type { ScreenProps } from '@nivaas/routes';
import { openSearchWidget, SearchWidgetModal } from '../../features/search-widget';
import { fetchListingCards, fetchListingResults } from './data/fetch-listing-results';
import { readResults } from './data/first-view-results';
import { listingApi } from './data/listing-api';
import type { ListingData, ListingResults as Results } from './data/listing-types';
import { useListingT, type ListingT } from './i18n/listing-messages';
import { listingHeading } from './logic/listing-heading';
import { snapshotKey } from './logic/listing-session';
import { collectionOf, sortOf } from './data/listing-query';
import { ListingHeader } from './components/listing-header';
import { ListingResults } from './components/listing-results';
import { ListingSkeleton } from './components/listing-skeleton';
import { LocationDisabledModal } from './near-me/location-disabled-modal';
import { requestPosition } from './near-me/request-position';
import styles from './components/listing.module.css';

type Ready = Extract<ListingData, { status: 'ready' }>;
type Cards = Results['cards'];
type Phase = 'idle' | 'locating' | 'location-off';

const selectLocationModal = (s: UiState) => s.modals['location-disabled'];
/** The search header the listing shows (docs/rules.md 3 searchHeaderType). */
const LISTING_HEADER: SearchHeaderType = 'summary';

/** One id per set of results: new results (a retry, near me) start a fresh filter state. */
const resultIds = new WeakMap<Results, number>();
let lastResultsId = 0;
function resultsId(results: Results): number {
  const known = resultIds.get(results);
  if (known !== undefined) return known;
  lastResultsId += 1;
  resultIds.set(results, lastResultsId);
  return lastResultsId;
}

function seoText(t: ListingT, data: Ready, heading: string, results: Results | null): string | null {
  if (data.query.kind === 'near-me' && data.nearMeSeo) return data.nearMeSeo.text;
  if (!results || results.rows.length === 0) return null;
  const prices = results.rows.map((r) => r.price).filter((p): p is number => p !== null);
  const count = results.rows.length;
  return prices.length
    ? t('seo.text', { heading, count, price: formatInr(Math.min(...prices), currentLocale()) })
    : t('seo.text-no-price', { heading, count });
}

/** How the list asks for the cards a server-drawn page did not carry (the search the loader made). */
const cardFetchers = new WeakMap<ListingData, (ids: readonly number[], signal: AbortSignal) => Promise<Cards>>();
function fetchCardsFor(data: Ready) {
  let fetcher = cardFetchers.get(data);
  if (!fetcher) {
    fetcher = (ids, signal) => fetchListingCards(listingApi.api, data.query, data.stay, ids, signal);
    cardFetchers.set(data, fetcher);
  }
  return fetcher;
}

/**
 * Every listing route (docs/rules.md 2): the heading and SEO text of what was searched, the hotels
 * priced for the stay with sort and filters, near me through the browser's geolocation, and a
 * state for each way it can go (loading, no hotels, nothing matching, sold out, failed).
 */
export default function ListingScreen({ data, pathname, searchParams, reload, reloading }: ScreenProps<ListingData>) {
  const t = useListingT();
  const platform = usePlatform();
  const navigationType = useNavigationType();
  const search = searchParams.toString();
  // A near-me search replaces the loader's data, for this visit only (a retry reloads it: ScreenProps.reload).
  const [override, setOverride] = useState<{ readonly of: ListingData; readonly value: ListingData } | null>(null);
  const current = override?.of === data ? override.value : data;
  // A server-drawn page's first view is read back into plain results (the same object each render).
  const results = current.status === 'ready' && current.results ? readResults(current.results) : null;
  const [phase, setPhase] = useState<{ readonly of: ListingData; readonly value: Phase } | null>(null);
  const currentPhase = phase?.of === data ? phase.value : 'idle';
  const [count, setCount] = useState<number | null>(null);
  const locationModalOpen = useStore(platform.ui.store, selectLocationModal);
  // docs/rules.md 3 searchHeaderType: the listing shows the search's summary, which offers to change it, and says so
  // to the store for the rest of the page. It is drawn from the first render, the server's too: waiting for the store
  // put Modify search in only after hydration, and moved the whole list down by its height.
  useEffect(() => platform.search.setSearchHeaderType(LISTING_HEADER), [platform]);
  const modifySearch = useCallback(() => openSearchWidget(platform.bus), [platform]);

  const setPhaseFor = useCallback((value: Phase) => setPhase({ of: data, value }), [data]);

  const locate = useCallback(async () => {
    if (current.status !== 'ready' || !current.query.nearMe) return;
    platform.bus.emit({ type: 'modal/close', modal: 'location-disabled' });
    const outcome = await requestPosition();
    if (outcome.status !== 'granted') {
      setPhaseFor('location-off');
      platform.bus.emit({ type: 'modal/open', modal: 'location-disabled' });
      return;
    }
    try {
      const { results } = await fetchListingResults(listingApi.api, current.query, current.stay, outcome.point);
      setOverride({ of: data, value: { ...current, results } });
      setPhaseFor('idle');
    } catch {
      setOverride({
        of: data,
        value: { status: 'error', pathname, query: current.query, place: current.place, stay: current.stay },
      });
      setPhaseFor('idle');
    }
  }, [current, data, pathname, platform, setPhaseFor]);

  const needsPosition = current.status === 'ready' && current.query.nearMe && current.results === null;
  // Once per near-me data (the loader's, or a retry's): asking again is the visitor's call.
  const locatedFor = useRef<ListingData | null>(null);
  useEffect(() => {
    if (!needsPosition || locatedFor.current === current) return;
    locatedFor.current = current;
    void locate();
  }, [needsPosition, current, locate]);
  const locateAgain = () => {
    setPhaseFor('locating');
    void locate();
  };
  useEffect(() => () => platform.bus.emit({ type: 'modal/close', modal: 'location-disabled' }), [platform]);

  // docs/rules.md 3 hotel_ids: the hotels this search found, for the hotel page opened from them.
  const found = results;
  useEffect(() => {
    if (found) platform.search.setHotelIds(found.rows.map((row) => row.id));
  }, [platform, found]);

  const heading = useMemo(() => {
    if (current.status === 'ready') return listingHeading(t, current.query, current.place, current.nearMeSeo?.title);
    return current.query ? listingHeading(t, current.query, current.place ?? {}) : t('results.label');
  }, [current, t]);

  const key = snapshotKey(pathname, search);

  let body;
  if (reloading) body = <ListingSkeleton label={t('loading')} />;
  else if (current.status === 'error') {
    body = (
      <ErrorState
        title={t('error.title')}
        description={t('error.body')}
        retryLabel={t('error.retry')}
        onRetry={reload}
        focusOnMount
      />
    );
  } else if (results && current.status === 'ready') {
    body = (
      <ListingResults
        key={`${key}#${resultsId(results)}`}
        t={t}
        platform={platform}
        results={results}
        fetchCards={fetchCardsFor(current)}
        amenities={current.amenities}
        stay={current.stay}
        pathname={pathname}
        snapshotKey={key}
        isReturn={navigationType === 'POP'}
        urlSort={sortOf(searchParams)}
        urlCollection={collectionOf(searchParams)}
        onCount={setCount}
      />
    );
  } else if (currentPhase === 'location-off') {
    body = (
      <section className={styles.notice} aria-labelledby="listing-location-off">
        <h2 id="listing-location-off">{t('near.denied.title')}</h2>
        <p>{t('near.denied.body')}</p>
      </section>
    );
  } else body = <ListingSkeleton label={t('near.locating')} />;

  return (
    <section className={styles.screen} aria-labelledby="listing-heading">
      <ListingHeader
        t={t}
        heading={heading}
        seoText={current.status === 'ready' ? seoText(t, current, heading, results) : null}
        stay={current.stay}
        count={results ? count : null}
        countExpected={results !== null}
        headerType={LISTING_HEADER}
        onModify={modifySearch}
      />
      <SearchWidgetModal />
      {body}
      {current.status === 'ready' && current.query.nearMe && (
        <LocationDisabledModal
          t={t}
          open={locationModalOpen}
          onClose={() => platform.bus.emit({ type: 'modal/close', modal: 'location-disabled' })}
          onRetry={locateAgain}
        />
      )}
    </section>
  );
}
