import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { ScreenDefinition, ScreenProps } from './remote-contract';

const lazyComponents = new WeakMap<ScreenDefinition<unknown>, ComponentType<ScreenProps<unknown>>>();

function lazyComponentOf(definition: ScreenDefinition<unknown>): ComponentType<ScreenProps<unknown>> {
  let component = lazyComponents.get(definition);
  if (!component) {
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

/** The outcome of one loader run, tagged with the request it answers so a stale one is never shown. */
type Loaded = { request: object; ok: true; data: unknown } | { request: object; ok: false; error: unknown };

export interface ScreenViewProps {
  readonly definition: ScreenDefinition<unknown>;
  readonly pathname: string;
  readonly params: Readonly<Record<string, string>>;
  readonly search: string;
  /** Shown while the component chunk or the loader's data is on its way. */
  readonly fallback: ReactNode;
}

/**
 * Renders one screen: fetches its component chunk and runs its data loader side by side.
 * A loader failure is thrown during render so the error boundary around the screen shows it.
 */
export function ScreenView({ definition, pathname, params, search, fallback }: ScreenViewProps) {
  const Component = lazyComponentOf(definition);
  const paramsKey = JSON.stringify(params);
  // One identity per distinct request: a new params object with the same values must not reload.
  const request = useMemo(
    () => ({ pathname, params, searchParams: new URLSearchParams(search) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- paramsKey stands for params.
    [definition, pathname, paramsKey, search],
  );
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    const { loader } = definition;
    if (!loader) return undefined;
    // The screen's chunk is fetched beside its data, not after it: React.lazy would only ask for it
    // once the data is in and the component renders (the module system keeps one copy either way).
    definition.load().catch(() => undefined);
    const controller = new AbortController();
    loader({ ...request, signal: controller.signal }).then(
      (data) => !controller.signal.aborted && setLoaded({ request, ok: true, data }),
      (error: unknown) => !controller.signal.aborted && setLoaded({ request, ok: false, error }),
    );
    return () => controller.abort();
  }, [definition, request]);

  const current = loaded?.request === request ? loaded : null;
  if (current && !current.ok) throw current.error;
  if (definition.loader && !current) return <>{fallback}</>;
  return (
    <Suspense fallback={fallback}>
      {/* eslint-disable-next-line react-hooks/static-components -- cached per definition in lazyComponents, so its identity is stable across renders. */}
      <Component
        pathname={request.pathname}
        params={request.params}
        searchParams={request.searchParams}
        data={current?.ok ? current.data : undefined}
      />
    </Suspense>
  );
}
