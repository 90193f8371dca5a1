import { Component, useState, type ComponentType, type ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { PlatformProvider } from '@nivaas/state';
import { createTestPlatform, type TestPlatform } from '@nivaas/state/testing';
import { matchRoute } from '../match-route';
import type { ScreenDefinition, ScreenProps } from '../remote-contract';
import { ScreenView } from '../screen-view';

export interface RenderScreenOptions<Data> {
  /** Where the screen is, with its query: `/hotels-in-bengaluru/?checkin=03-12-2026`. */
  readonly url: string;
  /** The shared stores; a fresh recorded one by default. */
  readonly platform?: TestPlatform;
  /** For a component: the data its loader would have given. A definition runs its own loader. */
  readonly data?: Data;
  /** For a component: what its `reload` does. */
  readonly reload?: () => void;
  /** Providers a feature needs around the screen (its services). */
  readonly wrapper?: ComponentType<{ readonly children: ReactNode }>;
}

export interface RenderedScreen extends RenderResult {
  readonly platform: TestPlatform;
  /** Where the app is now (`pathname + search`): a screen that navigates away is replaced by this. */
  readonly location: () => string;
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
 * Renders a screen at a URL with a memory router and the platform: a definition through ScreenView (its
 * loader runs, a failure shows as an alert), a component with the given data. Once the app navigates to
 * another path, the screen is replaced by an `output` named "location" showing where it went.
 */
export function renderScreen<Data>(
  screen: ScreenDefinition<Data> | ComponentType<ScreenProps<Data>>,
  options: RenderScreenOptions<Data>,
): RenderedScreen {
  const platform = options.platform ?? createTestPlatform();
  const Wrapper = options.wrapper ?? (({ children }: { readonly children: ReactNode }) => <>{children}</>);
  let where = options.url;

  function Host() {
    const { pathname, search } = useLocation();
    const [first] = useState(pathname);
    where = `${pathname}${search}`;
    if (pathname !== first) return <output aria-label="location">{where}</output>;
    const { params } = matchRoute(pathname);
    if (isDefinition(screen)) {
      return (
        <ScreenBoundary>
          <ScreenView
            definition={screen as ScreenDefinition<unknown>}
            pathname={pathname}
            params={params}
            search={search}
            fallback={<p>Loading</p>}
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
        data={options.data as Data}
        reload={options.reload ?? (() => undefined)}
        reloading={false}
      />
    );
  }

  const result = render(
    <PlatformProvider platform={platform}>
      <MemoryRouter initialEntries={[options.url]}>
        <Wrapper>
          <Host />
        </Wrapper>
      </MemoryRouter>
    </PlatformProvider>,
  );
  return { ...result, platform, location: () => where };
}
