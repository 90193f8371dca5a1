import { Component, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { matchRoute } from '../match-route';
import type { ScreenDefinition, ScreenProps } from '../remote-contract';
import { ScreenView } from '../screen-view';

export interface ScreenHostProps<Data> {
  /** A definition runs its own loader; a component is given `data`. */
  readonly screen: ScreenDefinition<Data> | ComponentType<ScreenProps<Data>>;
  /** For a component: the data its loader would have given. */
  readonly data?: Data;
  /** For a component: what its `reload` does. */
  readonly reload?: () => void;
  /** Told where the app is (`pathname + search`) on every render. */
  readonly onLocation?: (where: string) => void;
}

class ScreenBoundary extends Component<{ readonly children: ReactNode }, { readonly error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    return error ? <p role="alert">{error instanceof Error ? error.message : String(error)}</p> : this.props.children;
  }
}

const isDefinition = <Data,>(
  screen: ScreenDefinition<Data> | ComponentType<ScreenProps<Data>>,
): screen is ScreenDefinition<Data> => typeof screen === 'object' && screen !== null && 'load' in screen;

/**
 * A screen at the router's URL as the shell draws it, for a spec (renderScreen) or a story: a definition through
 * ScreenView (its loader runs, a failure shows as an alert), a component with the given data. Once the app
 * navigates to another path, the screen is replaced by an `output` named "location" showing where it went (wrapped
 * anywhere, so a long URL stays inside a phone's width).
 */
export function ScreenHost<Data>({ screen, data, reload, onLocation }: ScreenHostProps<Data>) {
  const { pathname, search } = useLocation();
  const [first] = useState(pathname);
  const where = `${pathname}${search}`;
  onLocation?.(where);
  if (pathname !== first) {
    // A URL has no spaces to break at: it wraps anywhere rather than run past a 360 px viewport.
    return (
      <output aria-label="location" style={{ display: 'block', overflowWrap: 'anywhere' }}>
        {where}
      </output>
    );
  }
  const { params } = matchRoute(pathname);
  if (isDefinition(screen)) {
    return (
      <ScreenBoundary>
        <ScreenView
          definition={screen as ScreenDefinition<unknown>}
          pathname={pathname}
          params={params}
          search={search}
          // Busy, so a story or a spec waiting for the screen waits past this too.
          fallback={<p aria-busy="true">Loading</p>}
        />
      </ScreenBoundary>
    );
  }
  const Screen = screen;
  return (
    <Screen
      pathname={pathname}
      params={params}
      searchParams={new URLSearchParams(search)}
      data={data as Data}
      reload={reload ?? (() => undefined)}
      reloading={false}
    />
  );
}
