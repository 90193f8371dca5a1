import { lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { useResource } from '@nivaas/state';
import type { ScreenDefinition, ScreenProps } from './remote-contract';

const lazyComponents = new WeakMap<ScreenDefinition<unknown>, ComponentType<ScreenProps<unknown>>>();
/** Screens whose code is already here (preloadScreen): drawn at once, with no Suspense on the way. */
const loadedComponents = new WeakMap<ScreenDefinition<unknown>, ComponentType<ScreenProps<unknown>>>();

/**
 * Fetches a screen's code before it is drawn, so its first render does not suspend: the server renders the
 * screen in one pass, and the browser hydrates the server's HTML without waiting. Only a screen not yet
 * drawn benefits: a screen keeps the component it was first drawn with, so it is never remounted.
 */
export async function preloadScreen(definition: ScreenDefinition<unknown>): Promise<void> {
  const module = await definition.load();
  if (!lazyComponents.has(definition)) loadedComponents.set(definition, module.default);
}

function lazyComponentOf(definition: ScreenDefinition<unknown>): ComponentType<ScreenProps<unknown>> {
  let component = lazyComponents.get(definition);
  if (!component) component = loadedComponents.get(definition);
  if (component) {
    lazyComponents.set(definition, component);
  } else {
    // A chunk that failed to arrive is forgotten, so Retry fetches it again.
    component = lazy(() =>
      definition.load().catch((error: unknown) => {
        lazyComponents.delete(definition);
        throw error;
      }),
    );
    lazyComponents.set(definition, component);
  }
  return component;
}

/** A stable name per definition, for the resource key: two screens never share one loader's answer. */
const definitionIds = new WeakMap<ScreenDefinition<unknown>, number>();
let lastDefinitionId = 0;
function definitionId(definition: ScreenDefinition<unknown>): number {
  let id = definitionIds.get(definition);
  if (id === undefined) {
    lastDefinitionId += 1;
    id = lastDefinitionId;
    definitionIds.set(definition, id);
  }
  return id;
}

/** The part of a query string a loader reads (ScreenDefinition.loaderQuery), in a stable order. */
function onlyKeys(search: string, keys: readonly string[]): string {
  const all = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of keys) for (const value of all.getAll(key)) kept.append(key, value);
  return kept.toString();
}

/** The resource key of a screen's loader data; the server seeds its answer under the same key. */
export function screenDataKey(
  definition: ScreenDefinition<unknown>,
  id: string,
  pathname: string,
  params: Readonly<Record<string, string>>,
  search: string,
): string {
  const loaderSearch = definition.loaderQuery ? onlyKeys(search, definition.loaderQuery) : search;
  return `screen:${id}|${pathname}|${JSON.stringify(params)}|${loaderSearch}`;
}

/** A loader's answer as ScreenView keeps it (boxed, so `undefined` counts as loaded): the form of its seed. */
export const screenDataSeed = (data: unknown): { readonly value: unknown } => ({ value: data });

export interface ScreenViewProps {
  readonly definition: ScreenDefinition<unknown>;
  /**
   * The screen's name, the same on the server and in the browser (`remote:screen`): the key of its loader's data,
   * so data the server rendered with (ResourceSeeds) is found by the hydrating browser. Without it, a name per
   * definition object that only this page knows.
   */
  readonly id?: string;
  readonly pathname: string;
  readonly params: Readonly<Record<string, string>>;
  readonly search: string;
  /** Shown while the component chunk or the loader's first data is on its way. */
  readonly fallback: ReactNode;
}

/**
 * Renders one screen: fetches its component chunk and runs its data loader side by side (useResource:
 * aborted when the visitor moves on, a stale answer never shown). The screen gets `reload` to run its
 * loader again, keeping its data meanwhile (`reloading`). A loader failure is thrown during render so
 * the error boundary around the screen shows it.
 */
export function ScreenView({ definition, id, pathname, params, search, fallback }: ScreenViewProps) {
  const Component = lazyComponentOf(definition);
  const paramsKey = JSON.stringify(params);
  const request = useMemo(
    () => ({ pathname, params, searchParams: new URLSearchParams(search) }),
    // One identity per distinct request: a new params object with the same values must not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- paramsKey stands for params.
    [pathname, paramsKey, search],
  );
  const { loader } = definition;
  // The data is boxed so a loader may resolve `undefined` and still count as loaded.
  const loaded = useResource(
    loader ? screenDataKey(definition, id ?? String(definitionId(definition)), pathname, params, search) : null,
    (signal) => {
      // The screen's chunk is fetched beside its data, not after it: React.lazy would only ask for it
      // once the data is in and the component renders (the module system keeps one copy either way).
      definition.load().catch(() => undefined);
      return loader
        ? loader({ ...request, signal }).then((value) => ({ value }))
        : Promise.resolve({ value: undefined });
    },
  );

  if (loaded.status === 'error') throw loaded.error;
  if (loader && loaded.data === undefined) return <>{fallback}</>;
  return (
    <Suspense fallback={fallback}>
      {/* eslint-disable-next-line react-hooks/static-components -- cached per definition in lazyComponents, so its identity is stable across renders. */}
      <Component
        pathname={request.pathname}
        params={request.params}
        searchParams={request.searchParams}
        data={loaded.data?.value}
        reload={loaded.reload}
        reloading={loaded.status === 'loading' && loaded.data !== undefined}
      />
    </Suspense>
  );
}
