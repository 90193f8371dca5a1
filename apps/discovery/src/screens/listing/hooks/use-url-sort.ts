import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DEFAULT_SORT, type SortBy } from '@nivaas/domain/search';
import type { ListingSnapshot } from '../logic/listing-session';
import type { FilterEngine } from './use-filter-engine';

/**
 * The listing's sort in its URL (`?sort=price_low_to_high`), so a link or a reload opens it sorted as it was:
 * the sort the URL asked for (which the pricing call already ordered the hotels by) is applied once the engine
 * is ready, unless the visitor came back to a kept selection of their own; then the URL follows every sort
 * the visitor applies (replaced, never a new history entry; the loader does not reload for it).
 */
export function useUrlSort(
  engine: FilterEngine,
  urlSort: SortBy | null,
  /** The kept selection read back (undefined until read after hydration). */
  restored: ListingSnapshot | null | undefined,
): void {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { isReady, appliedSort } = engine.state;
  const applied = useRef(false);
  // The URL's sort while the engine applies it: the URL is not rewritten until it is the applied one.
  const pending = useRef<SortBy | null>(null);

  useEffect(() => {
    if (applied.current || restored === undefined || !isReady) return;
    applied.current = true;
    if (!restored && urlSort && urlSort !== DEFAULT_SORT && appliedSort === null) {
      pending.current = urlSort;
      void engine.apply({ type: 'sort', by: urlSort });
    }
  }, [engine, urlSort, restored, isReady, appliedSort]);

  useEffect(() => {
    if (!applied.current) return;
    if (pending.current && appliedSort !== pending.current) return;
    pending.current = null;
    const params = new URLSearchParams(search);
    const wanted = appliedSort && appliedSort !== DEFAULT_SORT ? appliedSort : null;
    if ((params.get('sort') ?? null) === wanted) return;
    if (wanted) params.set('sort', wanted);
    else params.delete('sort');
    const next = params.toString();
    void navigate({ search: next ? `?${next}` : '' }, { replace: true, preventScrollReset: true });
  }, [appliedSort, search, navigate]);
}
