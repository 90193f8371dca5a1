import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
import { FIRST_VIEW_CARDS, LIST_PAGE } from './logic/opening-state';
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

/** The loader's answer as the server gets it (no document): the first view the page carries. */
const loaded = (api = fakeListingApi()) => {
  provideApiClient(api);
  return loadListing(
    { pathname: PATH, searchParams: new URLSearchParams(STAY), signal: new AbortController().signal },
    '2026-12-01',
    null,
  );
};

/**
 * A browser's IntersectionObserver that reports nothing until the returned function says the observed targets
 * are in view (the visitor scrolled to them).
 */
function observeIntersections(): () => void {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      observers.delete(this.entry);
    }
  };
  return () => {
    for (const { callback, targets } of [...observers])
      callback(
        targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
  };
}

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
    // The first cards only: the others arrive once the page is the browser's.
    expect(namesIn(container)).toEqual(DEFAULT_ORDER.slice(0, FIRST_VIEW_CARDS));
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    // The card's price for the whole stay's nights, taxes included, as the browser's card shows it.
    const first = container.querySelector('article');
    expect(first?.textContent).toMatch(/₹[\d,]+/);
    expect(first?.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
  });

  it('given the same data in the browser, then hydration makes no mismatch and shows the same cards and prices', async () => {
    observeIntersections();
    const data = await loaded();
    const serverPrices = (() => {
      const container = parseMarkup(renderToString(page(data)));
      return Array.from(container.querySelectorAll('article')).map((card) => card.textContent);
    })();
    const { mismatch } = await serverThenHydrate(data);
    expect(mismatch).not.toHaveBeenCalled();
    expect(screen.getAllByRole('article').map((card) => card.textContent)).toEqual(serverPrices);
  });

  it('given more hotels than a page, then the server draws the cards it carries and no placeholders; the browser hydrates them, asks for nothing more until the end of the list nears, then fills the page', async () => {
    const hotels = Array.from({ length: 20 }, (_, i) => summary(i + 1, { name: `Nivaas ${i + 1}`, rank: i + 1 }));
    const api = fakeListingApi(hotels, { soldOut: [] });
    const data = await loaded(api);
    const html = renderToString(page(data));
    const intersect = observeIntersections();
    const container = parseMarkup(html);
    document.body.append(container);
    expect(namesIn(container)).toHaveLength(FIRST_VIEW_CARDS);
    // Then the list's "loading more" line, not placeholders: bytes the first screen does not show.
    const list = container.querySelector('ul[aria-label="Hotels"]');
    expect(list?.querySelectorAll(':scope > li').length).toBe(FIRST_VIEW_CARDS + 1);
    const { recoverable: mismatch } = await hydrateMarkup(container, page(data));
    expect(mismatch).not.toHaveBeenCalled();
    expect(namesIn(container)).toHaveLength(FIRST_VIEW_CARDS);
    expect(api.callsOf('getHotelPrices')).toHaveLength(1);
    // The visitor scrolls toward the end of the first cards: the next page, and the cards for it.
    act(() => intersect());
    await waitFor(() => expect(namesIn(container)).toHaveLength(FIRST_VIEW_CARDS + LIST_PAGE));
    expect(api.callsOf('getHotelPrices')).toHaveLength(2);
  });

  it("given more hotels than a page, then the page carries the first page's cards, and the others are asked for once hydrated, without pricing the shown ones again", async () => {
    const hotels = Array.from({ length: 20 }, (_, i) => summary(i + 1, { name: `Nivaas ${i + 1}`, rank: i + 1 }));
    const api = fakeListingApi(hotels, { soldOut: [] });
    const data = await loaded(api);
    // What the page embeds: JSON, the first cards, every hotel's row.
    const embedded = JSON.parse(JSON.stringify(data)) as ListingData;
    expect(embedded.status === 'ready' && Object.keys(embedded.results?.cards ?? {})).toHaveLength(FIRST_VIEW_CARDS);
    const html = renderToString(page(embedded));
    const container = parseMarkup(html);
    document.body.append(container);
    // A browser without IntersectionObserver renders every hotel once hydrated: the rest wait as placeholders.
    const { recoverable: mismatch } = await hydrateMarkup(container, page(embedded));
    expect(mismatch).not.toHaveBeenCalled();
    await waitFor(() => expect(namesIn(container)).toHaveLength(20));
    expect(namesIn(container)).toEqual(hotels.map((h) => h.name));
    const [, rest] = api.callsOf('getHotelPrices');
    expect(rest?.query.hotel_id).toBe(
      hotels
        .slice(FIRST_VIEW_CARDS)
        .map((h) => h.id)
        .join(','),
    );
    expect(api.callsOf('getHotelPrices')).toHaveLength(2);
  });

  it('given the other cards cannot be had, then the list says so where they would be and Retry brings them', async () => {
    const hotels = Array.from({ length: 14 }, (_, i) => summary(i + 1, { name: `Nivaas ${i + 1}`, rank: i + 1 }));
    const api = fakeListingApi(hotels, { soldOut: [] });
    const data = JSON.parse(JSON.stringify(await loaded(api))) as ListingData;
    const container = parseMarkup(renderToString(page(data)));
    document.body.append(container);
    api.failNext('searchHotels');
    await hydrateMarkup(container, page(data));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Some hotels could not be loaded.');
    expect(namesIn(container)).toHaveLength(FIRST_VIEW_CARDS);
    fireEvent.click(within(alert.closest('li') as HTMLElement).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(namesIn(container)).toHaveLength(14));
    expect(screen.queryByRole('alert')).toBeNull();
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
    expect(serverNames).toEqual(DEFAULT_ORDER.slice(0, FIRST_VIEW_CARDS));
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
