import type { ComponentType, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PlatformProvider } from '@nivaas/state';
import { createTestPlatform, type TestPlatform } from '@nivaas/state/testing';
import type { ScreenDefinition, ScreenProps } from '../remote-contract';
import { ScreenHost } from './screen-host';

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

  const result = render(
    <PlatformProvider platform={platform}>
      <MemoryRouter initialEntries={[options.url]}>
        <Wrapper>
          <ScreenHost screen={screen} data={options.data} reload={options.reload} onLocation={(now) => (where = now)} />
        </Wrapper>
      </MemoryRouter>
    </PlatformProvider>,
  );
  return { ...result, platform, location: () => where };
}
