import { screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { matchRoute } from '@nivaas/routes';
import { PlatformProvider } from '@nivaas/state';
import { createTestPlatform } from '@nivaas/state/testing';
import { resetListingReference } from './data/listing-reference';
import type { ListingData } from './data/listing-types';
import { loadListing } from './data/load-listing';
import { emptySelection } from './logic/filter-selection';
import { saveSnapshot, snapshotKey } from './logic/listing-session';
import { provideApiClient } from '@nivaas/api-client/testing';
import { fakeListingApi } from './testing/fake-listing-api';
import { summary } from './testing/listing-fixtures';
import ListingScreen from './listing-screen';
import { forgetScreens, hydrateMarkup, parseMarkup } from '../../testing/server-render';

const PATH = '/hotels-in-bengaluru/';
const STAY = 'checkin=03-12-2026&checkout=05-12-2026&roomconfig=2-0';
const DEFAULT_ORDER = [
  'Nivaas Orchid Koramangala',
  'Nivaas Lotus Indiranagar',
  'Nivaas Park Koramangala',
  'Hotel Stay Indiranagar',
];

/** The listing screen with its loader's data, as the shell draws it on the server and in the browser. */
function page(data: ListingData) {
  return (
    <StrictMode>
      <PlatformProvider platform={createTestPlatform()}>
        <MemoryRouter initialEntries={[`${PATH}?${STAY}`]}>
          <ListingScreen
            pathname={PATH}
            params={matchRoute(PATH).params}
            searchParams={new URLSearchParams(STAY)}
            data={data}
            reload={() => undefined}
            reloading={false}
          />
        </MemoryRouter>
      </PlatformProvider>
    </StrictMode>
  );
}

const loaded = (api = fakeListingApi()) => {
  provideApiClient(api);
  return loadListing(
    { pathname: PATH, searchParams: new URLSearchParams(STAY), signal: new AbortController().signal },
    '2026-12-01',
  );
};

const namesIn = (root: ParentNode) => Array.from(root.querySelectorAll('article h2')).map((h) => h.textContent);

/** The server's HTML in the page, then React hydrating it with the same data; recoverable errors are mismatches. */
async function serverThenHydrate(data: ListingData) {
  const html = renderToString(page(data));
  const container = parseMarkup(html);
  document.body.append(container);
  const serverNames = namesIn(container);
  const { recoverable: mismatch } = await hydrateMarkup(container, page(data));
  return { html, serverNames, mismatch };
}

beforeEach(() => {
  resetListingReference();
  sessionStorage.clear();
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  forgetScreens();
});

describe('the listing drawn on the server, then hydrated', () => {
  it('given a city listing, then the server HTML has the hotel cards with names and full prices, not the skeleton', async () => {
    const container = parseMarkup(renderToString(page(await loaded())));
    expect(namesIn(container)).toEqual(DEFAULT_ORDER);
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    // The card's price for the whole stay's nights, taxes included, as the browser's card shows it.
    const first = container.querySelector('article');
    expect(first?.textContent).toMatch(/₹[\d,]+/);
    expect(first?.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
  });

  it('given the same data in the browser, then hydration makes no mismatch and shows the same cards and prices', async () => {
    const data = await loaded();
    const serverPrices = (() => {
      const container = parseMarkup(renderToString(page(data)));
      return Array.from(container.querySelectorAll('article')).map((card) => card.textContent);
    })();
    const { mismatch } = await serverThenHydrate(data);
    expect(mismatch).not.toHaveBeenCalled();
    expect(screen.getAllByRole('article').map((card) => card.textContent)).toEqual(serverPrices);
  });

  it('given more hotels than a page, then the server draws the first page, and a browser that has IntersectionObserver hydrates it as it is', async () => {
    const hotels = Array.from({ length: 20 }, (_, i) => summary(i + 1, { name: `Nivaas ${i + 1}`, rank: i + 1 }));
    const data = await loaded(fakeListingApi(hotels, { soldOut: [] }));
    const html = renderToString(page(data));
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      observe = jest.fn();
      disconnect = jest.fn();
    };
    const container = parseMarkup(html);
    document.body.append(container);
    expect(namesIn(container)).toHaveLength(12);
    const { recoverable: mismatch } = await hydrateMarkup(container, page(data));
    expect(mismatch).not.toHaveBeenCalled();
    expect(namesIn(container)).toHaveLength(12);
  });

  it('given a kept selection in this tab (back from a hotel), then the HTML and hydration show the first view, and the kept one follows', async () => {
    saveSnapshot(sessionStorage, snapshotKey(PATH, STAY), {
      selection: { ...emptySelection(), checked: { ...emptySelection().checked, localities: ['indiranagar'] } },
      sort: 'price_high_to_low',
      keepFiltersApplied: true,
      scrollY: 480,
      rendered: 0,
    });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { serverNames, mismatch } = await serverThenHydrate(await loaded());
    expect(serverNames).toEqual(DEFAULT_ORDER);
    expect(mismatch).not.toHaveBeenCalled();
    const list = screen.getByRole('list', { name: 'Hotels' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('heading', { level: 2 })
          .map((h) => h.textContent),
      ).toEqual(['Nivaas Lotus Indiranagar', 'Hotel Stay Indiranagar']),
    );
    expect(screen.getByRole('button', { name: /^Sort: Price: high to low/ })).toBeInTheDocument();
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 480, left: 0 }));
    scrollTo.mockRestore();
  });
});
