import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { AppEvent, Platform } from '@nivaas/state';
import { defineScreen } from '@nivaas/routes';
import { renderScreen } from '@nivaas/routes/testing';
import { provideApiClient, type FakeApiClient } from '@nivaas/api-client/testing';
import { resetListingReference } from './data/listing-reference';
import type { ListingData } from './data/listing-types';
import { loadListing } from './data/load-listing';
import { LISTING_LOADER_QUERY } from './data/listing-query';
import { emptySelection } from './logic/filter-selection';
import { saveSnapshot, snapshotKey } from './logic/listing-session';
import { fakeHotels, fakeListingApi } from './testing/fake-listing-api';
import ListingScreen from './listing-screen';

const STAY = 'checkin=03-12-2026&checkout=05-12-2026&roomconfig=2-0';

interface Rendered {
  readonly platform: Platform;
  /** Where the router is now (path and query). */
  readonly location: () => string;
  readonly events: AppEvent[];
  readonly user: ReturnType<typeof userEvent.setup>;
}

/** Lets the first recompute (main thread in jsdom, yielding between slices) land inside act. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

/** The listing as the shell shows it: its loader (over the fake API) runs, and Retry runs it again. */
async function renderListing(
  pathname: string,
  search = STAY,
  api: FakeApiClient = fakeListingApi(),
): Promise<Rendered> {
  provideApiClient(api);
  const definition = defineScreen<ListingData>({
    load: async () => ({ default: ListingScreen }),
    loader: (context) => loadListing(context, '2026-12-01'),
    // As src/routes.ts declares it: a change of the query (the sort written to the URL) does not reload.
    loaderQuery: LISTING_LOADER_QUERY,
  });
  const { platform, location } = renderScreen(definition, { url: `${pathname}?${search}` });
  await screen.findByRole('heading', { level: 1 });
  await settle();
  return { platform, location, events: platform.events, user: userEvent.setup() };
}

const list = () => screen.getByRole('list', { name: 'Hotels' });
const names = () =>
  within(list())
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
/** The four hotels in each order the specs see; the sold-out one (Hotel Stay Indiranagar) always last. */
const ORDER = {
  recommended: [
    'Nivaas Orchid Koramangala',
    'Nivaas Lotus Indiranagar',
    'Nivaas Park Koramangala',
    'Hotel Stay Indiranagar',
  ],
  priceLowToHigh: [
    'Nivaas Lotus Indiranagar',
    'Nivaas Park Koramangala',
    'Nivaas Orchid Koramangala',
    'Hotel Stay Indiranagar',
  ],
  userRating: [
    'Nivaas Orchid Koramangala',
    'Nivaas Park Koramangala',
    'Nivaas Lotus Indiranagar',
    'Hotel Stay Indiranagar',
  ],
};
const labelOf = (input: HTMLElement) => (input as HTMLInputElement).labels?.[0]?.textContent;

beforeEach(() => {
  resetListingReference();
  sessionStorage.clear();
});

describe('ListingScreen', () => {
  it('given results, then the search state keeps the ids of the hotels found (docs/rules.md 3 hotel_ids)', async () => {
    const { platform } = await renderListing('/hotels-in-bengaluru/');
    const { hotelIds } = platform.search.store.getState();
    expect(hotelIds.length).toBeGreaterThan(0);
    expect(hotelIds).toHaveLength(names().length);
    expect(fakeHotels().map((h) => h.id)).toEqual(expect.arrayContaining([...hotelIds]));
  });

  it('given a city listing, then the heading, SEO text, stay, count and cards, sold out last, with no axe violations', async () => {
    await renderListing('/hotels-in-bengaluru/');
    expect(screen.getByRole('heading', { level: 1, name: 'Hotels in Bengaluru' })).toBeInTheDocument();
    expect(screen.getByText(/compare 4 hotels with prices from ₹1,400 per night/)).toBeInTheDocument();
    expect(screen.getByText(/Thu, 3 Dec to Sat, 5 Dec · 1 room · 2 guests/)).toBeInTheDocument();
    await waitFor(() => expect(names()).toHaveLength(4));
    expect(names()).toEqual(ORDER.recommended);
    expect(screen.getByText('4 hotels')).toBeInTheDocument();
    const soldOut = within(list()).getAllByRole('article')[3];
    expect(soldOut).toHaveTextContent('Sold out');
    expect(within(list()).getAllByRole('article')[0]).toHaveTextContent('Only 2 rooms left');
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('given the first cards, then their first photos load eagerly with high priority and the rest lazily', async () => {
    await renderListing('/hotels-in-bengaluru/');
    await waitFor(() => expect(names()).toHaveLength(4));
    const firstPhotos = within(list())
      .getAllByRole('article')
      .map((card) =>
        within(card)
          .getAllByRole('img', { hidden: true })
          .find((img) => img.tagName === 'IMG'),
      );
    expect(firstPhotos.map((img) => img?.getAttribute('fetchpriority'))).toEqual(['high', 'high', 'auto', 'auto']);
    expect(firstPhotos.map((img) => img?.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy', 'lazy']);
    expect(firstPhotos[0]).toHaveAttribute('srcset', expect.stringContaining('640w'));
    expect(firstPhotos[0]).toHaveAttribute('sizes', expect.stringContaining('100vw'));
  });

  it('given a collection link (?collection=), then the list starts with that popular collection checked (docs/rules.md 3 checkedCollection)', async () => {
    await renderListing('/hotels-in-bengaluru/', `${STAY}&collection=top-rated`);
    const inCollection = fakeHotels()
      .filter((h) => h.popular_collections.includes('Top Rated'))
      .map((h) => h.name);
    expect(inCollection.length).toBeGreaterThan(0);
    expect(inCollection.length).toBeLessThan(4);
    await waitFor(() => expect([...names()].sort()).toEqual([...inCollection].sort()));
  });

  it('given the listing, then its search header is the summary (docs/rules.md 3 searchHeaderType), whose Modify search opens the search widget', async () => {
    const { platform, user } = await renderListing('/hotels-in-bengaluru/');
    expect(platform.search.store.getState().searchHeaderType).toBe('summary');
    await user.click(screen.getByRole('button', { name: 'Modify search' }));
    expect(platform.ui.store.getState().modals['search-widget']).toBe(true);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('given a hotel link, then it carries the dates and rooms of the stay', async () => {
    await renderListing('/hotels-in-bengaluru/');
    await waitFor(() => expect(names()).toHaveLength(4));
    expect(screen.getByRole('link', { name: 'Nivaas Orchid Koramangala' })).toHaveAttribute(
      'href',
      '/hotels-in-bengaluru/nivaas-orchid-koramangala-1/?checkin=03-12-2026&checkout=05-12-2026&roomconfig=2-0',
    );
  });

  it('given the Rating popup, when 4 and above is applied, then only those hotels remain; the filter event fires on check only', async () => {
    const { user, events } = await renderListing('/hotels-in-bengaluru/');
    await waitFor(() => expect(names()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: /^Rating/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Rating' });
    const four = within(sheet).getByRole('radio', { name: /^4 and above/ });
    await waitFor(() => expect(four).toHaveAccessibleDescription('2 hotels'));
    await user.click(four);
    const tracked = () => events.filter((e) => e.type === 'analytics/track' && e.name === 'filter_applied');
    expect(tracked()).toEqual([
      {
        type: 'analytics/track',
        name: 'filter_applied',
        properties: { group: 'userRating', option: '4', path: '/hotels-in-bengaluru/' },
      },
    ]);
    await user.click(await within(sheet).findByRole('button', { name: 'Show 2 hotels' }));
    await waitFor(() => expect(names()).toEqual(['Nivaas Orchid Koramangala', 'Nivaas Park Koramangala']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Rating/ })).toHaveTextContent('1');
    // Unchecking is not an application: no second event.
    await user.click(screen.getByRole('button', { name: /^Rating/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Rating' })).getByRole('button', { name: 'Clear' }),
    );
    expect(tracked()).toHaveLength(1);
  });

  it('given a sort, then it applies at once and sold-out hotels stay last', async () => {
    const { user } = await renderListing('/hotels-in-bengaluru/');
    await waitFor(() => expect(names()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: /^Sort: Recommended/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Sort by' });
    expect(within(sheet).queryByRole('radio', { name: 'Distance' })).not.toBeInTheDocument();
    await user.click(within(sheet).getByRole('radio', { name: 'Price: low to high' }));
    await waitFor(() => expect(names()).toEqual(ORDER.priceLowToHigh));
    expect(screen.getByRole('button', { name: /^Sort: Price: low to high/ })).toBeInTheDocument();
  });

  it('given a sort in the URL, then the list opens sorted; another sort is written to the URL', async () => {
    const { user, location } = await renderListing('/hotels-in-bengaluru/', `${STAY}&sort=price_low_to_high`);
    await waitFor(() => expect(names()).toEqual(ORDER.priceLowToHigh));
    expect(screen.getByRole('button', { name: /^Sort: Price: low to high/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Sort: Price: low to high/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Sort by' });
    await user.click(within(sheet).getByRole('radio', { name: 'Price: high to low' }));
    await waitFor(() => expect(new URLSearchParams(location().split('?')[1]).get('sort')).toBe('price_high_to_low'));
  });

  it('given a rating filter, when a sort is chosen, then the URL takes the sort and the filter stays', async () => {
    const { user, location } = await renderListing('/hotels-in-bengaluru/');
    await waitFor(() => expect(names()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: /^Rating/ }));
    const rating = await screen.findByRole('dialog', { name: 'Rating' });
    await user.click(within(rating).getByRole('radio', { name: /^4 and above/ }));
    await user.click(await within(rating).findByRole('button', { name: 'Show 2 hotels' }));
    await waitFor(() => expect(names()).toEqual(['Nivaas Orchid Koramangala', 'Nivaas Park Koramangala']));
    await user.click(screen.getByRole('button', { name: /^Sort: Recommended/ }));
    const sort = await screen.findByRole('dialog', { name: 'Sort by' });
    await user.click(within(sort).getByRole('radio', { name: 'Price: low to high' }));
    await waitFor(() => expect(new URLSearchParams(location().split('?')[1]).get('sort')).toBe('price_low_to_high'));
    await settle();
    expect(names()).toEqual(['Nivaas Park Koramangala', 'Nivaas Orchid Koramangala']);
    expect(screen.getByRole('button', { name: /^Rating/ })).toHaveTextContent('1');
  });

  it('given the refine-results modal, then every group with counts; Clear all and Reset; applying several groups', async () => {
    const { user, platform } = await renderListing('/hotels-in-bengaluru/');
    await waitFor(() => expect(names()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: /^All filters/ }));
    expect(platform.ui.store.getState().modals['refine-results']).toBe(true);
    const modal = await screen.findByRole('dialog', { name: 'Refine results' });
    for (const group of [
      'Price per night',
      'Localities',
      'Hotel amenities',
      'Room amenities',
      'User rating',
      'Bed type',
      'Brands',
      'Popular collections',
      'Payment and policies',
    ]) {
      expect(within(modal).getByRole('group', { name: group })).toBeInTheDocument();
    }
    const koramangala = within(modal).getByRole('checkbox', { name: 'Koramangala' });
    await waitFor(() => expect(koramangala).toHaveAccessibleDescription('2 hotels'));
    await user.click(koramangala);
    await user.click(within(modal).getByRole('checkbox', { name: 'Couple friendly' }));
    await user.click(within(modal).getByRole('radio', { name: 'User rating' }));
    await user.click(await within(modal).findByRole('button', { name: 'Show 1 hotel' }));
    await waitFor(() => expect(names()).toEqual(['Nivaas Park Koramangala']));
    expect(platform.ui.store.getState().modals['refine-results']).toBe(false);

    // Clear all in the modal keeps the applied sort; Apply shows everything again.
    await user.click(screen.getByRole('button', { name: /^All filters/ }));
    const again = await screen.findByRole('dialog', { name: 'Refine results' });
    await user.click(within(again).getByRole('button', { name: 'Clear all' }));
    expect(within(again).getByRole('radio', { name: 'User rating' })).toBeChecked();
    await user.click(await within(again).findByRole('button', { name: 'Show 4 hotels' }));
    await waitFor(() => expect(names()).toEqual(ORDER.userRating));

    // Reset: defaults and Recommended.
    await user.click(screen.getByRole('button', { name: /^All filters/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Refine results' })).getByRole('button', { name: 'Reset' }),
    );
    await waitFor(() => expect(names()).toEqual(ORDER.recommended));
    expect(screen.getByRole('button', { name: /^Sort: Recommended/ })).toBeInTheDocument();
  });

  it('given the price popup, then bands per room times rooms and a custom range in the 5th place', async () => {
    const { user } = await renderListing('/hotels-in-bengaluru/');
    await waitFor(() => expect(names()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: /^Price/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Price' });
    // One room (2 adults): per-room bands; prices are per night for the whole stay's rooms.
    expect(within(sheet).getAllByRole('checkbox').map(labelOf)).toEqual([
      '₹0 to ₹1,500',
      '₹1,500 to ₹2,000',
      '₹2,000 to ₹3,000',
      '₹3,000 and above',
    ]);
    await user.type(within(sheet).getByRole('spinbutton', { name: 'Minimum price' }), '1300');
    await user.type(within(sheet).getByRole('spinbutton', { name: 'Maximum price' }), '1500');
    await user.click(within(sheet).getByRole('button', { name: 'Use this range' }));
    const custom = within(sheet).getByRole('checkbox', { name: 'Your range: ₹1,300 to ₹1,500' });
    expect(custom).toBeChecked();
    expect(within(sheet).getAllByRole('checkbox')).toHaveLength(5);
    await user.click(await within(sheet).findByRole('button', { name: 'Show 1 hotel' }));
    await waitFor(() => expect(names()).toEqual(['Nivaas Lotus Indiranagar']));
  });

  it('given the quick-filter modal, then couple friendly and local ID', async () => {
    const { user, platform } = await renderListing('/hotels-in-bengaluru/');
    await waitFor(() => expect(names()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: /^Quick filters/ }));
    expect(platform.ui.store.getState().modals['quick-filter']).toBe(true);
    const sheet = await screen.findByRole('dialog', { name: 'Quick filters' });
    // The page's locale is en-IN by default (docs/rules.md 1), which words local ID its own way.
    expect(within(sheet).getAllByRole('checkbox').map(labelOf)).toEqual(['Couple friendly', 'Local IDs accepted']);
    await user.click(within(sheet).getByRole('checkbox', { name: 'Couple friendly' }));
    await user.click(await within(sheet).findByRole('button', { name: 'Show 1 hotel' }));
    await waitFor(() => expect(names()).toEqual(['Nivaas Park Koramangala']));
  });

  it('given a hotel opened, then the applied filters are kept for the way back; back restores filters and sort', async () => {
    const { user } = await renderListing('/hotels-in-bengaluru/');
    await waitFor(() => expect(names()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: /^Sort: Recommended/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sort by' })).getByRole('radio', { name: 'Price: high to low' }),
    );
    await waitFor(() => expect(names()[0]).toBe('Nivaas Orchid Koramangala'));
    await user.click(screen.getByRole('link', { name: 'Nivaas Orchid Koramangala' }));
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent(
      /^\/hotels-in-bengaluru\/nivaas-orchid-koramangala-/,
    );
    const kept = JSON.parse(sessionStorage.getItem(snapshotKey('/hotels-in-bengaluru/', STAY)) ?? 'null');
    expect(kept).toMatchObject({ sort: 'price_high_to_low', keepFiltersApplied: true });
  });

  it('given a kept snapshot on return, then filters and sort come back; with nothing matching, Clear filters', async () => {
    const selection = {
      ...emptySelection(),
      checked: { ...emptySelection().checked, localities: ['indiranagar'], userRating: ['4.5'] },
    };
    saveSnapshot(sessionStorage, snapshotKey('/hotels-in-bengaluru/', STAY), {
      selection,
      sort: 'user_rating',
      keepFiltersApplied: true,
      scrollY: 480,
      rendered: 24,
    });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = await renderListing('/hotels-in-bengaluru/');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 480, left: 0 }));
    scrollTo.mockRestore();
    expect(await screen.findByRole('heading', { name: 'No hotels match your filters' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Sort: User rating/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(names()).toEqual(ORDER.userRating));
  });

  it('given every hotel sold out, then a notice above the (still listed) hotels', async () => {
    await renderListing('/hotels-in-bengaluru/', STAY, fakeListingApi(fakeHotels(), { soldOut: [1, 2, 3, 4] }));
    expect(
      await screen.findByRole('heading', { name: 'Every hotel here is sold out for these dates' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(names()).toHaveLength(4));
  });

  it('given a listing with no hotels, then a way on', async () => {
    await renderListing('/hotels-in-new-delhi/');
    expect(screen.getByRole('heading', { level: 1, name: 'Hotels in New Delhi' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No hotels here yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search a city' })).toHaveAttribute('href', '/search/');
  });

  it('given the API failed, then an error with Retry that loads the hotels', async () => {
    const api = fakeListingApi();
    api.failNext('searchHotels', new Error('API error'));
    const { user } = await renderListing('/hotels-in-bengaluru/', STAY, api);
    expect(screen.getByRole('heading', { level: 1, name: 'Hotels in Bengaluru' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We could not load the hotels');
    expect(await axe(document.body)).toHaveNoViolations();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(names()).toHaveLength(4));
  });

  describe('near me', () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
    afterEach(() => {
      if (original) Object.defineProperty(navigator, 'geolocation', original);
      else delete (navigator as { geolocation?: unknown }).geolocation;
    });
    const withGeolocation = (getCurrentPosition: Geolocation['getCurrentPosition']) =>
      Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });

    it('given the position, then hotels around it with their distance and a distance sort', async () => {
      withGeolocation((ok) => ok({ coords: { latitude: 12.97, longitude: 77.59 } } as GeolocationPosition));
      const api = fakeListingApi();
      const { user } = await renderListing('/hotels-near-me/', STAY, api);
      expect(screen.getByRole('heading', { level: 1, name: 'Hotels near me' })).toBeInTheDocument();
      expect(screen.getByText('Find budget hotels around your location.')).toBeInTheDocument();
      await waitFor(() => expect(names()).toHaveLength(4));
      expect(api.callsOf('searchHotels')).toContainEqual({ query: { lat: 12.97, lng: 77.59 } });
      expect(within(list()).getAllByRole('article')[0]).toHaveTextContent('0.5 km away');
      await user.click(screen.getByRole('button', { name: /^Sort:/ }));
      expect(
        within(await screen.findByRole('dialog', { name: 'Sort by' })).getByRole('radio', { name: 'Distance' }),
      ).toBeInTheDocument();
    });

    it('given the position but a failing search, then an error whose Try again finds the hotels', async () => {
      withGeolocation((ok) => ok({ coords: { latitude: 12.97, longitude: 77.59 } } as GeolocationPosition));
      const api = fakeListingApi();
      api.failNext('searchHotels', new Error('API error'));
      const { user } = await renderListing('/hotels-near-me/', STAY, api);
      const alert = await screen.findByRole('alert');
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(names()).toHaveLength(4));
    });

    it('given the position refused, then allowed, then Use my location finds the hotels', async () => {
      let allowed = false;
      withGeolocation((ok, fail) =>
        allowed
          ? ok({ coords: { latitude: 12.97, longitude: 77.59 } } as GeolocationPosition)
          : fail?.({ code: 1, message: 'denied' } as GeolocationPositionError),
      );
      const { user } = await renderListing('/hotels-near-me/');
      const modal = await screen.findByRole('dialog', { name: 'Location access is off' });
      allowed = true;
      await user.click(within(modal).getByRole('button', { name: 'Use my location' }));
      await waitFor(() => expect(names()).toHaveLength(4));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('given the position refused, then the location-disabled modal with a way on', async () => {
      withGeolocation((_ok, fail) => fail?.({ code: 1, message: 'denied' } as GeolocationPositionError));
      const { user, platform } = await renderListing('/hotels-near-me/');
      const modal = await screen.findByRole('dialog', { name: 'Location access is off' });
      expect(platform.ui.store.getState().modals['location-disabled']).toBe(true);
      expect(within(modal).getByRole('link', { name: 'Search a city' })).toHaveAttribute('href', '/search/');
      expect(await axe(document.body)).toHaveNoViolations();
      await user.click(within(modal).getByRole('button', { name: 'Close' }));
      expect(screen.getByRole('heading', { name: 'Location access is off' })).toBeInTheDocument();
    });
  });
});

// A test may end while a recompute is still yielding: let it land inside act.
afterEach(settle);
