import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { defineScreen } from '@nivaas/routes';
import { screenMeta, state } from '../../testing/screen-story';
import { LISTING_LOADER_QUERY } from './data/listing-query';
import type { ListingData } from './data/listing-types';
import { loadListing } from './data/load-listing';
import ListingScreen from './listing-screen';
import {
  backWithFiltersMatchingNothing,
  BENGALURU,
  listingApi,
  LISTING_STAY,
  memberListingApi,
} from './testing/listing-stories';

// The screen as discovery's routes define it: its loader resolves the path and fetches the priced hotels.
const listingScreen = defineScreen<ListingData>({
  load: async () => ({ default: ListingScreen }),
  loader: (context) => loadListing(context),
  loaderQuery: LISTING_LOADER_QUERY,
});

const meta = { title: 'Discovery/Listing', ...screenMeta(listingScreen, `${BENGALURU}?${LISTING_STAY}`) };
export default meta;
type Story = StoryObj<typeof meta>;

/** Four hotels in Bengaluru, the sold-out one last. */
export const Guest: Story = state({ member: false, api: listingApi() });

/** A member's cards: the member rate, the two nights' total and what their points pay. */
export const Member: Story = state({ api: memberListingApi });

/** Every hotel sold out for the stay: a notice above the (still listed) hotels. */
export const AllSoldOut: Story = state({ api: listingApi({ soldOut: [1, 2, 3, 4] }) });

/** A city without hotels: a way on to the search. */
export const NoHotelsHere: Story = state({ url: `/hotels-in-new-delhi/?${LISTING_STAY}`, api: listingApi() });

/** Back from a hotel with kept filters that match nothing: Clear filters. */
export const FiltersMatchNothing: Story = state({ api: backWithFiltersMatchingNothing });

export const ErrorWithRetry: Story = state({ api: listingApi(), failFirst: ['searchHotels'] });

/** A city the catalogue does not know: Not Found. */
export const UnknownCity: Story = state({ url: `/hotels-in-atlantis/?${LISTING_STAY}`, api: listingApi() });

export const LongHotelName: Story = state({ api: listingApi({ longName: true }) });

export const BritishEnglish: Story = state({ member: false, api: listingApi(), locale: 'en-GB' });

export const French: Story = state({ member: false, api: listingApi(), locale: 'fr-FR' });

export const Hindi: Story = state({ member: false, api: listingApi(), locale: 'hi-IN' });

/** The browser's geolocation for one story: a position, or the visitor's refusal. */
const geolocation = (answer: 'position' | 'refused') => async () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
  const getCurrentPosition: Geolocation['getCurrentPosition'] = (ok, fail) =>
    answer === 'position'
      ? ok({ coords: { latitude: 12.97, longitude: 77.59 } } as GeolocationPosition)
      : fail?.({ code: 1, message: 'denied' } as GeolocationPositionError);
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  return () => {
    if (original) Object.defineProperty(navigator, 'geolocation', original);
  };
};

/** Hotels near the visitor's position, each with its distance. */
export const NearMe: Story = {
  ...state({ url: `/hotels-near-me/?${LISTING_STAY}`, api: listingApi() }),
  beforeEach: geolocation('position'),
};

/** The visitor refused their position: the location-disabled modal with a way on. */
export const NearMeLocationOff: Story = {
  ...state({ url: `/hotels-near-me/?${LISTING_STAY}`, api: listingApi() }),
  beforeEach: geolocation('refused'),
};

/** The hotels' names in the list, in order. */
const names = (page: ReturnType<typeof within>) =>
  within(page.getByRole('list', { name: 'Hotels' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

/** A guest keeps the hotels rated 4 and above: two remain, and the Rating button counts the filter. */
export const FilterByRating: Story = {
  ...state({ member: false, api: listingApi() }),
  play: async (context) => {
    await meta.play?.(context);
    // The popups open in a portal on the page's body, outside the story's root.
    const page = within(context.canvasElement.ownerDocument.body);
    await waitFor(() => expect(names(page)).toHaveLength(4));
    await userEvent.click(page.getByRole('button', { name: /^Rating/ }));
    const sheet = await page.findByRole('dialog', { name: 'Rating' });
    const four = within(sheet).getByRole('radio', { name: /^4 and above/ });
    await waitFor(() => expect(four).toHaveAccessibleDescription('2 hotels'));
    await userEvent.click(four);
    await userEvent.click(await within(sheet).findByRole('button', { name: 'Show 2 hotels' }));
    await waitFor(() => expect(names(page)).toEqual(['Nivaas Orchid Koramangala', 'Nivaas Park Koramangala']));
    await expect(page.getByRole('button', { name: /^Rating/ })).toHaveTextContent('1');
  },
};

/** A guest sorts by price: cheapest first, the sold-out hotel still last. */
export const SortByPrice: Story = {
  ...state({ member: false, api: listingApi() }),
  play: async (context) => {
    await meta.play?.(context);
    const page = within(context.canvasElement.ownerDocument.body);
    await waitFor(() => expect(names(page)).toHaveLength(4));
    await userEvent.click(page.getByRole('button', { name: /^Sort: Recommended/ }));
    const sheet = await page.findByRole('dialog', { name: 'Sort by' });
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Price: low to high' }));
    await waitFor(() =>
      expect(names(page)).toEqual([
        'Nivaas Lotus Indiranagar',
        'Nivaas Park Koramangala',
        'Nivaas Orchid Koramangala',
        'Hotel Stay Indiranagar',
      ]),
    );
  },
};

/** The hotels failed to load; the guest taps Try again and the hotels load. */
export const RetryLoadsTheHotels: Story = {
  ...state({ member: false, api: listingApi(), failFirst: ['searchHotels'] }),
  play: async (context) => {
    await meta.play?.(context);
    const page = within(context.canvasElement.ownerDocument.body);
    const alert = await page.findByRole('alert');
    await expect(alert).toHaveTextContent('We could not load the hotels');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(names(page)).toHaveLength(4), { timeout: 5000 });
  },
};
