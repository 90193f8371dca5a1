import type { StoryObj } from '@storybook/react-vite';
import { LONG_HOTEL_NAME } from '@nivaas/routes/testing/stories';
import { NOTHING_FOUND, searchApi } from '../../testing/story-fixtures';
import { loadingState, neverAnswers, screenMeta, state } from '../../testing/screen-story';
import SearchScreen from './search-screen';

const STAY = '?checkin=03-12-2026&checkout=05-12-2026&roomconfig=2-0';

const meta = { title: 'Discovery/Search', ...screenMeta(SearchScreen, `/search/Bengaluru/${STAY}`) };
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = state({ member: false, api: searchApi() });

export const Member: Story = state({ api: searchApi() });

/** The places and hotels on their way. */
export const Loading: Story = loadingState({ api: { getSearchSuggestions: neverAnswers, searchHotels: neverAnswers } });

/** /search/ with no term: the widget asks for a place. */
export const NoTerm: Story = state({ url: '/search/', api: searchApi() });

export const NothingFound: Story = state({ url: `/search/Atlantis/${STAY}`, api: NOTHING_FOUND });

/** The hotels call fails: places still show, and hotels offer a retry. */
export const ErrorWithRetry: Story = state({ api: searchApi(), failFirst: ['searchHotels'] });

/** An amenity searched: that amenity offered in each popular city. */
export const Amenity: Story = state({
  url: '/search/Free%20Breakfast/?amenity=free-breakfast&checkin=03-12-2026&checkout=04-12-2026&roomconfig=1-0',
  api: searchApi(),
});

export const LongHotelName: Story = state({ api: searchApi(LONG_HOTEL_NAME) });

/** A term of 60 characters without a space, as a visitor may paste it into the URL. */
export const LongTerm: Story = state({
  url: `/search/${'Thiruvananthapuramkanyakumarikottayampathanamthittapuram'}/${STAY}`,
  api: NOTHING_FOUND,
});

export const BritishEnglish: Story = state({ member: false, api: searchApi(), locale: 'en-GB' });

export const French: Story = state({ member: false, api: searchApi(), locale: 'fr-FR' });
