import { SORT_OPTIONS, type SortBy } from '@nivaas/domain/search';
import { FILTER_GROUPS, type FilterSelection } from './filter-selection';

/** What survives going to a hotel and back: the applied filters and sort, and where the visitor was. */
export interface ListingSnapshot {
  readonly selection: FilterSelection;
  readonly sort: SortBy | null;
  readonly keepFiltersApplied: boolean;
  readonly scrollY: number;
  /** Cards rendered when the visitor left, so the page is long enough to scroll back to. */
  readonly rendered: number;
}

const PREFIX = 'nivaas.listing:';
const VERSION = 1;

/**
 * One snapshot per listing URL: pathname and the stay's query. The `sort` the URL carries is left out: it follows
 * the visitor's sort on the same list (use-url-sort), so the list it keys must not start again when it changes.
 */
export function snapshotKey(pathname: string, search: string): string {
  const params = new URLSearchParams(search.replace(/^\?/, ''));
  params.delete('sort');
  const query = params.toString();
  return `${PREFIX}${pathname}${query ? `?${query}` : ''}`;
}

export type SnapshotStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function saveSnapshot(storage: SnapshotStorage | null, key: string, snapshot: ListingSnapshot): void {
  try {
    storage?.setItem(key, JSON.stringify({ v: VERSION, ...snapshot }));
  } catch {
    // Storage full or refused (private mode): the visitor only loses the restore.
  }
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Reads a snapshot back; anything malformed (another version, edited storage) reads as none. */
export function readSnapshot(storage: SnapshotStorage | null, key: string): ListingSnapshot | null {
  let raw: unknown;
  try {
    raw = JSON.parse(storage?.getItem(key) ?? 'null');
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object') return null;
  const value = raw as Record<string, unknown>;
  const selection = value['selection'] as
    { checked?: Record<string, unknown>; customPriceRange?: Record<string, unknown> } | undefined;
  const custom = selection?.customPriceRange;
  if (value['v'] !== VERSION || !selection?.checked || !custom) return null;
  if (!FILTER_GROUPS.every((g) => isStringList(selection.checked?.[g]))) return null;
  if (typeof custom['isSelected'] !== 'boolean' || !isNumber(custom['startRange']) || !isNumber(custom['endRange']))
    return null;
  const sort = value['sort'];
  return {
    selection: {
      checked: Object.fromEntries(
        FILTER_GROUPS.map((g) => [g, selection.checked?.[g]]),
      ) as unknown as FilterSelection['checked'],
      customPriceRange: {
        isSelected: custom['isSelected'],
        startRange: custom['startRange'],
        endRange: custom['endRange'],
      },
    },
    sort: typeof sort === 'string' && (SORT_OPTIONS as readonly string[]).includes(sort) ? (sort as SortBy) : null,
    keepFiltersApplied: value['keepFiltersApplied'] === true,
    scrollY: isNumber(value['scrollY']) ? Math.max(0, value['scrollY']) : 0,
    rendered: isNumber(value['rendered']) ? Math.max(0, Math.trunc(value['rendered'])) : 0,
  };
}

/** The tab's session storage, when the browser lets the page use it. */
export function browserSessionStorage(): SnapshotStorage | null {
  try {
    return (globalThis as { sessionStorage?: Storage }).sessionStorage ?? null;
  } catch {
    return null;
  }
}
