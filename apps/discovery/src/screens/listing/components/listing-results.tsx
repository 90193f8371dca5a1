import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, EmptyState, Inline, useIsClient } from '@nivaas/ui';
import { useStore, type Platform, type UiState, browserWindow } from '@nivaas/state';
import { currentLocale } from '@nivaas/i18n';
import { searchPath } from '@nivaas/routes';
import type { SortBy } from '@nivaas/domain/search';
import type { Amenity, ListingResults as Results, ListingStay } from '../data/listing-types';
import type { ListingT } from '../i18n/listing-messages';
import { useFilterEngine } from '../hooks/use-filter-engine';
import { useUrlSort } from '../hooks/use-url-sort';
import { useRestOfCards, type FetchCards } from '../hooks/use-rest-of-cards';
import { browserSessionStorage, readSnapshot, saveSnapshot, type ListingSnapshot } from '../logic/listing-session';
import type { RecomputeClient } from '../worker/recompute-client';
import { FilterBar, type OpenPanel } from './filter-bar';
import { HotelList } from './hotel-list';
import { ListingSkeleton } from './listing-skeleton';
import styles from './listing.module.css';

export interface ListingResultsProps {
  readonly t: ListingT;
  readonly platform: Platform;
  readonly results: Results;
  readonly amenities: readonly Amenity[];
  readonly stay: ListingStay;
  readonly pathname: string;
  /** sessionStorage key of this listing (pathname and stay query). */
  readonly snapshotKey: string;
  /** True when the visitor came back (history), so kept filters and scroll are restored. */
  readonly isReturn: boolean;
  /** The sort the URL asks for (`?sort=`), applied once the list is ready unless a kept selection comes back. */
  readonly urlSort: SortBy | null;
  /** The popular collection the link asked for (`?collection=`), checked to start with. */
  readonly urlCollection?: string | null;
  readonly onCount: (count: number | null) => void;
  readonly createClient?: () => RecomputeClient;
  /** Asks for the cards the results lack (a server-drawn page's first view carries the first page's only). */
  readonly fetchCards?: FetchCards;
}

const loadFilterPanels = () => import('./filter-panels');
const FilterPanels = lazy(loadFilterPanels);

const selectRefineOpen = (s: UiState) => s.modals['refine-results'];
const selectQuickOpen = (s: UiState) => s.modals['quick-filter'];

const scrollY = () => browserWindow()?.scrollY ?? 0;

/** The snapshot to bring back: only on the way back, and only when the visitor left for a hotel. */
function keptSnapshot(isReturn: boolean, key: string): ListingSnapshot | null {
  const snapshot = isReturn ? readSnapshot(browserSessionStorage(), key) : null;
  return snapshot?.keepFiltersApplied ? snapshot : null;
}

/** How many of the first hotels have their card (at least one, so the list never starts empty). */
function leadingCards(ids: readonly number[], cards: Readonly<Record<number, unknown>>): number {
  const missing = ids.findIndex((id) => !cards[id]);
  return Math.max(1, missing < 0 ? ids.length : missing);
}

/** The list with its sort, filters, popups and modals, for one set of priced hotels. */
export function ListingResults({
  t,
  platform,
  results,
  amenities,
  stay,
  pathname,
  snapshotKey,
  isReturn,
  urlSort,
  urlCollection = null,
  onCount,
  createClient,
  fetchCards,
}: ListingResultsProps) {
  const { bus } = platform;
  // A kept selection lives in this tab's storage, which the server cannot see: over the server's HTML it is read
  // after hydration (undefined until then), in a render of the browser's own at once.
  const hydrating = !useIsClient();
  const [restored, setRestored] = useState<ListingSnapshot | null | undefined>(() =>
    hydrating ? undefined : keptSnapshot(isReturn, snapshotKey),
  );
  const engine = useFilterEngine({
    results,
    amenities,
    bus,
    pathname,
    restore: restored ? { selection: restored.selection, sort: restored.sort } : null,
    checkedCollection: urlCollection,
    ...(createClient ? { createClient } : {}),
  });
  const { state } = engine;
  useUrlSort(engine, urlSort, restored);
  const cards = useRestOfCards(results, fetchCards);
  // Amenity options are named from the filter state's allAmenities (docs/rules.md 3).
  const labels = useMemo(() => ({ t, results, amenities: state.allAmenities }), [t, results, state.allAmenities]);
  const numberFormat = useMemo(() => new Intl.NumberFormat(currentLocale()), []);
  const [panel, setPanel] = useState<OpenPanel | null>(null);
  const refineOpen = useStore(platform.ui.store, selectRefineOpen);
  const quickOpen = useStore(platform.ui.store, selectQuickOpen);
  const rendered = useRef(0);

  useEffect(
    () => onCount(state.isReady ? state.refinedHotelIds.length : null),
    [onCount, state.isReady, state.refinedHotelIds],
  );

  const { restore } = engine;
  useEffect(() => {
    if (restored !== undefined) return;
    const kept = keptSnapshot(isReturn, snapshotKey);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage the server cannot see, read once hydrated.
    setRestored(kept);
    if (kept) restore(kept.selection, kept.sort);
  }, [restored, isReturn, snapshotKey, restore]);

  // What the list shows is kept for the way back (and marked kept once the visitor opens a hotel); not before the
  // kept one was read, which it would overwrite.
  const { appliedFilters, appliedSort, keepFiltersApplied, isReady } = state;
  const keptRead = restored !== undefined;
  useEffect(() => {
    if (!isReady || !keptRead) return;
    saveSnapshot(browserSessionStorage(), snapshotKey, {
      selection: appliedFilters,
      sort: appliedSort,
      keepFiltersApplied,
      scrollY: scrollY(),
      rendered: rendered.current,
    });
  }, [snapshotKey, appliedFilters, appliedSort, keepFiltersApplied, isReady, keptRead]);

  // Back from a hotel: once the kept results are on the page, the scroll position comes back too.
  const scrolled = useRef(false);
  useEffect(() => {
    if (!restored || !isReady || scrolled.current) return;
    scrolled.current = true;
    const frame = requestAnimationFrame(() => browserWindow()?.scrollTo({ top: restored.scrollY, left: 0 }));
    return () => cancelAnimationFrame(frame);
  }, [restored, isReady]);

  const { dispatch } = engine;
  const openHotel = useCallback(() => {
    dispatch({ type: 'keep-filters-applied', keep: true });
    saveSnapshot(browserSessionStorage(), snapshotKey, {
      selection: appliedFilters,
      sort: appliedSort,
      keepFiltersApplied: true,
      scrollY: scrollY(),
      rendered: rendered.current,
    });
  }, [dispatch, snapshotKey, appliedFilters, appliedSort]);
  const onRendered = useCallback((count: number) => {
    rendered.current = count;
  }, []);

  const closeModal = (modal: 'refine-results' | 'quick-filter') => bus.emit({ type: 'modal/close', modal });
  // The modals' open flags live in the shared UI store: leaving the page must not leave them open.
  useEffect(
    () => () => {
      bus.emit({ type: 'modal/close', modal: 'refine-results' });
      bus.emit({ type: 'modal/close', modal: 'quick-filter' });
    },
    [bus],
  );
  const clearAll = () => void engine.apply({ type: 'clear-all' });
  const soldOutEverywhere = results.rows.length > 0 && results.rows.every((r) => !r.isAvailable);

  let body;
  if (results.rows.length === 0) {
    body = (
      <EmptyState
        title={t('none.title')}
        description={t('none.body')}
        action={
          <Inline tappable>
            <Link to={searchPath()}>{t('none.search')}</Link>
          </Inline>
        }
      />
    );
  } else if (!state.isReady) {
    body = <ListingSkeleton label={t('loading')} />;
  } else if (state.refinedHotelIds.length === 0) {
    body = (
      <EmptyState
        title={t('empty.title')}
        description={t('empty.body')}
        action={<Button onClick={clearAll}>{t('empty.clear')}</Button>}
      />
    );
  } else {
    body = (
      <HotelList
        // The kept results, when read after hydration, start a list of their own (with the kept length).
        key={restored ? 'kept' : 'first'}
        t={t}
        ids={state.refinedHotelIds}
        cards={cards.cards}
        cardsStatus={cards.status}
        onRetryCards={cards.retry}
        onNeedCards={cards.request}
        // A server-drawn first view: the first page is the cards it carries, the list grows from there.
        {...(results.partialCards ? { firstPage: leadingCards(state.refinedHotelIds, cards.cards) } : {})}
        siteQuery={stay.siteQuery}
        numberFormat={numberFormat}
        onOpen={openHotel}
        initialCount={restored?.rendered ?? 0}
        onRendered={onRendered}
        pathname={pathname}
      />
    );
  }

  return (
    <>
      {results.rows.length > 0 && (
        <FilterBar
          t={t}
          state={state}
          onOpen={setPanel}
          onOpenQuick={() => bus.emit({ type: 'modal/open', modal: 'quick-filter' })}
          onOpenRefine={() => bus.emit({ type: 'modal/open', modal: 'refine-results' })}
          onClearAll={clearAll}
          onIntent={loadFilterPanels}
        />
      )}
      {soldOutEverywhere && (
        <section className={styles.notice} aria-labelledby="listing-sold-out">
          <h2 id="listing-sold-out">{t('sold-out.title')}</h2>
          <p>{t('sold-out.body')}</p>
        </section>
      )}
      {body}
      {(panel !== null || quickOpen || refineOpen) && (
        <Suspense fallback={null}>
          <FilterPanels
            t={t}
            engine={engine}
            labels={labels}
            panel={panel}
            onClosePanel={() => setPanel(null)}
            quickOpen={quickOpen}
            refineOpen={refineOpen}
            onCloseModal={closeModal}
          />
        </Suspense>
      )}
    </>
  );
}
