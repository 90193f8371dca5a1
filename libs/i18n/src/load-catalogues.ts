import type { Catalogues, Message } from './create-translate';
import { LOCALES, SOURCE_LOCALE, type Locale } from './locale';

/** A locale's catalogue file, as `import('./x-messages.fr-FR.json')` gives it (webpack, Jest and Node alike). */
type CatalogueModule<K extends string> = { readonly default: Readonly<Partial<Record<K, Message>>> };

/** The locales a feature fetches when the page is in them, each as a dynamic import of its JSON file. */
export type LazyCatalogues<K extends string> = {
  readonly [L in Exclude<Locale, typeof SOURCE_LOCALE>]?: () => Promise<CatalogueModule<K>>;
};

/**
 * A locale's load, as React's `use` reads it: marked fulfilled when done (a failed file counts as done: its texts stay
 * English), so a component that asks after it arrived is drawn at once rather than suspended for a tick.
 */
type TrackedLoad = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: undefined };

interface Loading {
  readonly lazy: LazyCatalogues<string>;
  /** Each locale's load once started, kept after it ends: the translation hook passes the same one to `use` again. */
  readonly loads: Map<Locale, TrackedLoad>;
  /** Locales whose file failed to arrive: drawn in en-GB rather than waited for again. */
  readonly failed: Set<Locale>;
}

/**
 * Every catalogue set defined in this copy of the library, with what it still has to fetch. Each app bundles its own
 * copy (libs/i18n/README.md), so an app's registry holds its own features' catalogues and libs/ui's it draws.
 */
const registry = new Map<Catalogues<string>, Loading>();

/**
 * A feature's catalogues: the bundled ones (en-GB, the source and fallback, and the small en-IN overrides) ready at
 * once, the others fetched only in a page in that locale. Every `import()` of a locale's file names the same chunk
 * (`messages-<locale>`), so an app's texts in one language arrive as one file, and a visitor downloads only her
 * own language's.
 *
 * The result is an ordinary `Catalogues` whose lazy locales appear when loaded (loadCatalogues); until then a
 * lookup falls back to en-GB, and the translation hook waits for them instead (useFeatureTranslate).
 */
export function defineCatalogues<K extends string>(
  bundled: Catalogues<K>,
  lazy: LazyCatalogues<NoInfer<K>>,
): Catalogues<K> {
  const catalogues = { ...bundled };
  registry.set(catalogues as Catalogues<string>, {
    lazy: lazy as LazyCatalogues<string>,
    loads: new Map(),
    failed: new Set(),
  });
  return catalogues;
}

/**
 * True when nothing is left to wait for in the locale: its texts are bundled or loaded, this set has no file for it,
 * or its file failed to arrive (then en-GB is shown, as for any missing text).
 */
export function cataloguesSettled(catalogues: Catalogues<string>, locale: Locale): boolean {
  const loading = registry.get(catalogues);
  return (
    !loading?.lazy[locale as Exclude<Locale, typeof SOURCE_LOCALE>] ||
    locale in catalogues ||
    loading.failed.has(locale)
  );
}

/**
 * Fetches the locale's texts of one catalogue set, once (the same promise to every caller). A file that fails to
 * arrive (a network fault) leaves the set in en-GB, logged, and is tried again by the next call.
 */
export function loadCatalogues(catalogues: Catalogues<string>, locale: Locale): Promise<void> {
  const loading = registry.get(catalogues);
  if (!loading) return Promise.resolve();
  const started = loading.loads.get(locale);
  if (started && !loading.failed.has(locale)) return started;
  return startLoad(catalogues, loading, locale) ?? Promise.resolve();
}

/**
 * What a translation hook waits for, the same object on every render so React's `use` can replay it: the locale's
 * load (started now if needed; once done, fulfilled), or null when the locale is bundled or has no file here.
 */
export function catalogueLoad(catalogues: Catalogues<string>, locale: Locale): TrackedLoad | null {
  const loading = registry.get(catalogues);
  if (!loading) return null;
  return loading.loads.get(locale) ?? startLoad(catalogues, loading, locale);
}

function startLoad(catalogues: Catalogues<string>, loading: Loading, locale: Locale): TrackedLoad | null {
  const load = loading.lazy[locale as Exclude<Locale, typeof SOURCE_LOCALE>];
  if (!load) return null;
  const tracked: TrackedLoad = load().then(
    (module) => {
      (catalogues as Record<string, unknown>)[locale] = module.default;
      loading.failed.delete(locale);
      tracked.status = 'fulfilled';
    },
    (error: unknown) => {
      loading.failed.add(locale);
      tracked.status = 'fulfilled';
      console.warn('Translation failed', { locale, error });
    },
  );
  tracked.status = 'pending';
  loading.loads.set(locale, tracked);
  return tracked;
}

/**
 * Fetches the given locales of every catalogue set defined so far in this app's bundle: what a screen needs before it
 * is drawn or hydrated in the page's locale (libs/routes' defineScreen calls it with the page's locale after loading a
 * screen's code; a server with every locale). A set defined later, in a chunk loaded later, is fetched by its hook.
 */
export async function loadDefinedCatalogues(locales: readonly Locale[]): Promise<void> {
  await Promise.all([...registry.keys()].flatMap((catalogues) => locales.map((l) => loadCatalogues(catalogues, l))));
}

/** Every locale: a server, which draws pages in any of them, and the catalogue checks load them all. */
export const ALL_LOCALES: readonly Locale[] = LOCALES;
