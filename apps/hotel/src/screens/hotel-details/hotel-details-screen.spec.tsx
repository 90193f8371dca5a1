import type { ReactNode } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { parseCheckoutQuery } from '@nivaas/domain/prices';
import { defineScreen } from '@nivaas/routes';
import { renderScreen } from '@nivaas/routes/testing';
import { createTestPlatform } from '@nivaas/state/testing';
import { fakeApiError, provideApiClient, type FakeApiClient } from '@nivaas/api-client/testing';
import {
  couponPrices,
  fakeHotelApi,
  hotelDetails,
  NEW_YEAR_SPECIAL,
  plan,
  roomPrice,
  roomPrices,
  SOLD_OUT,
} from '../../testing/hotel-fixtures';
import { QuestionsApiProvider } from '../../features/questions';
import { fakeQuestionsApi } from '../../features/questions/testing';
import { ReviewsApiProvider } from '../../features/reviews';
import { fakeReviewsApi } from '../../features/reviews/testing';
import { HotelApiProvider } from './api/hotel-api';
import { HOTEL_LOADER_QUERY, type HotelDetailsData } from './data/hotel-details-types';
import { loadHotelDetails } from './data/load-hotel-details';
import HotelDetailsScreen from './hotel-details-screen';

// A whole page with axe runs: give a busy shared machine room (the default 5 s was hit on a cold start).
jest.setTimeout(20_000);

const TODAY = '2026-12-01';
const PATH = '/hotels-in-bengaluru/nivaas-koramangala-residency-1042/';
const STAY = 'checkin=03-12-2026&checkout=05-12-2026&roomconfig=2-0,1-0';

async function renderHotel(
  search = STAY,
  api: FakeApiClient = fakeHotelApi(),
  platform = createTestPlatform(),
  path = PATH,
) {
  provideApiClient(api);
  const definition = defineScreen<HotelDetailsData>({
    load: async () => ({ default: HotelDetailsScreen }),
    loader: (context) => loadHotelDetails(context, TODAY),
    loaderQuery: HOTEL_LOADER_QUERY,
  });
  const wrapper = ({ children }: { readonly children: ReactNode }) => (
    // The shell renders every screen inside its <main>.
    <HotelApiProvider api={api}>
      <ReviewsApiProvider api={fakeReviewsApi()}>
        <QuestionsApiProvider api={fakeQuestionsApi(1042)}>
          <main>{children}</main>
        </QuestionsApiProvider>
      </ReviewsApiProvider>
    </HotelApiProvider>
  );
  const view = renderScreen(definition, { url: `${path}?${search}`, platform, wrapper });
  await screen.findByRole('heading', { level: 1 });
  return { ...view, api, user: userEvent.setup() };
}

const roomCards = () => within(screen.getByRole('list', { name: 'Room types' })).getAllByRole('article');
const bar = () => screen.getByRole('region', { name: 'Your choice' });
const barTotal = () =>
  within(bar())
    .getByText(/^Total ₹/)
    .textContent?.replace('Total ', '');

describe('HotelDetailsScreen', () => {
  it('given a hotel and a stay, then what it is, where, its rating, rooms in order and the stay total, axe clean', async () => {
    await renderHotel();
    expect(screen.getByRole('heading', { level: 1, name: 'Nivaas Koramangala Residency' })).toBeInTheDocument();
    expect(screen.getByText('Trend')).toBeInTheDocument();
    expect(screen.getByText('Hotel')).toBeInTheDocument();
    expect(screen.getByText('Hygiene shield: sanitised rooms and trained staff')).toBeInTheDocument();
    expect(screen.getByText('12, 80 Feet Road, Koramangala, Bengaluru, 560034')).toBeInTheDocument();
    const map = screen.getByRole('link', { name: /View on map/ });
    expect(map).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=12.9352%2C77.6245');
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(await screen.findByText('TripAdvisor 4.3 of 5 from 1,200 reviews')).toBeInTheDocument();
    expect(screen.getByText(/Thu, 3 Dec to Sat, 5 Dec · 2 nights · 2 rooms · 3 guests/)).toBeInTheDocument();
    expect(await screen.findByText('Booked 4 times today')).toBeInTheDocument();
    expect(roomCards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Acacia (Standard)',
      'Oak (Deluxe)',
      'Maple (Premium)',
      'Mahogany (Suite)',
      'Common Room',
    ]);
    // The default: the cheapest open plan of the first available room type.
    expect(within(roomCards()[0]!).getByRole('radio', { name: /Non-refundable/ })).toBeChecked();
    expect(barTotal()).toBe('₹4,480');
    expect(await screen.findByRole('region', { name: 'Need to know' })).toHaveTextContent('ID proof: Photo ID needed');
    expect(screen.getByRole('heading', { level: 2, name: 'Hotel policies' })).toBeInTheDocument();
    expect(screen.getByText('Free Wi-Fi')).toBeInTheDocument();
    // The API's collection name ("Couple Friendly") is shown as the page's language writes it.
    expect(screen.getByText('Couple friendly')).toBeInTheDocument();
    expect(screen.getByText('Forum Mall: 1.4 km')).toBeInTheDocument();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('given another rate plan is chosen, then the URL, the bar and the search store follow, without reloading', async () => {
    const { api, user, location, platform } = await renderHotel();
    await user.click(within(roomCards()[1]!).getByRole('radio', { name: /Free cancellation/ }));
    expect(new URLSearchParams(location().split('?')[1]).get('roomtype')).toBe('oak');
    expect(new URLSearchParams(location().split('?')[1]).get('rateplan')).toBe('EP');
    expect(within(roomCards()[1]!).getByRole('radio', { name: /Free cancellation/ })).toBeChecked();
    // Oak EP: (1200 + 1400) × 2 rooms = 5200, 12 % tax = 5824.
    expect(barTotal()).toBe('₹5,824');
    expect(platform.search.store.getState()).toMatchObject({ roomType: 'oak', ratePlan: 'EP' });
    expect(api.callsOf('getRoomPrices')).toHaveLength(1);
  });

  it('given roomtype and rateplan in the URL, then that choice is made (it survives a reload)', async () => {
    await renderHotel(`${STAY}&roomtype=maple&rateplan=EP`);
    expect(within(roomCards()[2]!).getByRole('radio', { name: /Free cancellation/ })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Book now: Maple (Premium), Free cancellation' })).toBeInTheDocument();
  });

  it('given Book, then it goes to /itinerary/ with every field of the checkout query', async () => {
    const api = fakeHotelApi({ getRoomPrices: () => couponPrices() });
    const { user, location } = await renderHotel(`${STAY}&landmark=forum-mall&q=Koramangala`, api);
    expect(screen.getByText('1.4 km from Forum Mall')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /^Book now/ }));
    const [path, query] = location().split('?');
    expect(path).toBe('/itinerary/');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      q: 'Koramangala',
      landmark: 'forum-mall',
      locality: 'Koramangala',
      city: 'Bengaluru',
      state: 'Karnataka',
      step: '3',
      couponCode: 'NIVAAS10',
      lat: '12.9352',
      lng: '77.6245',
      hotel_id: '1042',
      checkin: '03-12-2026',
      checkout: '05-12-2026',
      roomconfig: '2-0,1-0',
      roomtype: 'oak',
      rateplan: 'EP',
    });
    expect(parseCheckoutQuery(query!, TODAY)).toMatchObject({ hotelId: 1042, roomType: 'oak', ratePlan: 'EP' });
  });

  it('given View price breakup, then the modal opens through the UI store and its total is the bar total', async () => {
    const { user, platform } = await renderHotel();
    await user.click(screen.getByRole('button', { name: 'View price breakup' }));
    expect(platform.eventsOf('modal/open')).toContainEqual({ type: 'modal/open', modal: 'price-breakup' });
    const dialog = await screen.findByRole('dialog', { name: 'Price breakup' });
    expect(within(dialog).getByRole('row', { name: /Total for your stay/ })).toHaveTextContent(barTotal()!);
    expect(await axe(document.body)).toHaveNoViolations();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(platform.ui.store.getState().modals['price-breakup']).toBe(false);
  });

  it('given a signed-out visitor, then the member price and Sign in; signing in reloads the prices', async () => {
    const { user, platform, api } = await renderHotel();
    expect(roomCards()[0]).toHaveTextContent(/Members pay ₹[\d,]+ for this stay/);
    await user.click(within(roomCards()[0]!).getByRole('button', { name: 'Sign in for the member price' }));
    expect(platform.eventsOf('modal/open')).toContainEqual({ type: 'modal/open', modal: 'login' });
    act(() => platform.session.login('token-1', { id: 7, first_name: 'Asha' }));
    await waitFor(() => expect(api.callsOf('getRoomPrices')).toHaveLength(2));
    expect(await screen.findByText(/You have 350 points worth ₹350 in your wallet/)).toBeInTheDocument();
    expect(roomCards()[0]).not.toHaveTextContent('Members pay');
  });

  it('given a member with points, then each plan says what it costs with the points (apply_wallet)', async () => {
    const platform = createTestPlatform();
    platform.session.login('token-1', { id: 7, first_name: 'Asha' });
    const api = fakeHotelApi({
      getRoomPrices: () => {
        const prices = roomPrices(2);
        return {
          ...prices,
          room_types: prices.room_types.map((rt) => ({
            ...rt,
            rate_plans: rt.rate_plans.map((p) => ({ ...p, walletDiscountedPrice: p.sellingPrice - 350 })),
          })),
        };
      },
    });
    await renderHotel(STAY, api, platform);
    expect(api.callsOf('getRoomPrices')[0]?.query).toMatchObject({ apply_wallet: true });
    expect(roomCards()[0]).toHaveTextContent(/₹[\d,]+ to pay if you use your points at checkout/);
  });

  it("given a corporate user, then the refundable plans at the company's rate from the corporate call", async () => {
    const platform = createTestPlatform();
    platform.session.login('token-1', { id: 7, first_name: 'Asha' });
    const api = fakeHotelApi({
      getCompanyProfile: { company_name: 'Rao Traders', company_address: '4 Residency Road', gstin: '29ABCDE1234F1ZW' },
      getCorporatePrice: (input) => ({
        payload_id: input.query.payload_id ?? null,
        prices: (input.query.room_types ?? '').split(',').map((room_type) => ({
          hotel_id: 1042,
          room_type,
          corporate_price: 1000,
          tax: 50,
          total: 1050,
        })),
      }),
    });
    const { user } = await renderHotel(STAY, api, platform);
    await waitFor(() => expect(api.callsOf('getCorporatePrice')).toHaveLength(1));
    expect(api.callsOf('getCorporatePrice')[0]?.query).toMatchObject({
      hotel_ids: '1042',
      applicable_from_date: '2026-12-03',
      applicable_to_date: '2026-12-05',
      roomconfig: '2-0,1-0',
    });
    const refundable = await within(roomCards()[0]!).findByRole('radio', { name: /Free cancellation ₹525/ });
    expect(roomCards()[0]).toHaveTextContent(/Your company's corporate rate: you save ₹[\d,]+/);
    await user.click(refundable);
    expect(barTotal()).toBe('₹1,050');
  });

  it("given a corporate user who searched, then the corporate call sends the search's pid and the room_types the page keeps (docs/rules.md 3, 7)", async () => {
    const platform = createTestPlatform();
    platform.session.login('token-1', { id: 7, first_name: 'Asha' });
    platform.search.setPlace({ q: 'Bengaluru', type: 'city' });
    platform.search.submit('2026-11-21');
    const pid = platform.search.store.getState().pid;
    const api = fakeHotelApi({
      getCompanyProfile: { company_name: 'Rao Traders', company_address: '4 Residency Road', gstin: '29ABCDE1234F1ZW' },
      getCorporatePrice: (input) => ({ payload_id: input.query.payload_id ?? null, prices: [] }),
    });
    await renderHotel(STAY, api, platform);
    await waitFor(() => expect(api.callsOf('getCorporatePrice')).toHaveLength(1));
    const { roomTypes } = platform.search.store.getState();
    expect(roomTypes.length).toBeGreaterThan(0);
    expect(api.callsOf('getCorporatePrice')[0]?.query).toMatchObject({
      payload_id: pid,
      room_types: roomTypes.join(','),
    });
  });

  it("given a hotel the search found, then 'hotel_viewed' says its place in the search's hotel_ids and the header is the summary (docs/rules.md 3)", async () => {
    const platform = createTestPlatform();
    platform.search.setHotelIds([1001, 1042, 1003]);
    await renderHotel(STAY, fakeHotelApi(), platform);
    expect(platform.search.store.getState().searchHeaderType).toBe('summary');
    expect(platform.eventsOf('analytics/track')).toContainEqual({
      type: 'analytics/track',
      name: 'hotel_viewed',
      properties: { hotel_id: 1042, search_position: 2 },
    });
  });

  it("given a hotel link with a members' coupon for a guest, then why it cannot be used, with Sign in, and the rooms priced without it", async () => {
    const api = fakeHotelApi();
    api.failNext('getRoomPrices', fakeApiError(400, 'Log in to use this coupon', ['Log in to use WELCOME']));
    const { user, platform } = await renderHotel(`${STAY}&couponCode=WELCOME`, api);
    const notice = await screen.findByText('Coupon WELCOME cannot be used: Log in to use WELCOME');
    expect(roomCards().length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Sign in to use it' }));
    expect(platform.eventsOf('modal/open')).toContainEqual({ type: 'modal/open', modal: 'login' });
    expect(notice).toBeVisible();
  });

  it('given every room sold out, then it says so with nearer dates here and hotels nearby, keeping the stay', async () => {
    const api = fakeHotelApi(SOLD_OUT);
    await renderHotel('checkin=03-12-2026&checkout=05-12-2026&roomconfig=2-0', api);
    const soldOut = await screen.findByRole('region', { name: 'Sold out for your dates' });
    expect(soldOut).toHaveTextContent(
      'No room here can be booked from Thu, 3 Dec to Sat, 5 Dec for 1 room and 2 guests.',
    );
    const other = await within(soldOut).findByRole('link', { name: 'Fri, 4 Dec to Sun, 6 Dec, from ₹2,600' });
    expect(other).toHaveAttribute('href', `${PATH}?checkin=04-12-2026&checkout=06-12-2026&roomconfig=2-0`);
    expect(within(soldOut).getByRole('link', { name: 'Nivaas Orchid HSR' })).toHaveAttribute(
      'href',
      '/hotels-in-bengaluru/nivaas-orchid-hsr-1077/?checkin=03-12-2026&checkout=05-12-2026&roomconfig=2-0',
    );
    expect(soldOut).toHaveTextContent('HSR Layout · 2.3 km away · from ₹2,400');
    expect(screen.getByRole('button', { name: 'Book now' })).toBeDisabled();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('given guests no room type holds, then those room types say so and cannot be chosen', async () => {
    const api = fakeHotelApi({
      getRoomPrices: () =>
        roomPrices(1, {
          room_types: [
            roomPrice('common', [plan()], { fits_guests: false }),
            roomPrice('acacia', [plan()], { fits_guests: false }),
            roomPrice('oak', [plan()]),
          ],
        }),
    });
    await renderHotel('checkin=03-12-2026&checkout=05-12-2026&roomconfig=3-0', api);
    const acacia = roomCards().find((card) => card.textContent?.includes('Acacia'))!;
    expect(acacia).toHaveTextContent('Too small for your guests');
    expect(within(acacia).queryByRole('radio')).not.toBeInTheDocument();
  });

  it('given plans the prices mark as the New Year special, then those plans carry the content’s tag and no other does', async () => {
    const api = fakeHotelApi(NEW_YEAR_SPECIAL);
    await renderHotel(STAY, api);
    const oak = roomCards().find((card) => card.textContent?.includes('Oak'));
    if (!oak) throw new Error('no Oak card');
    await waitFor(() => expect(within(oak).getAllByText('New Year special: 15% off')).toHaveLength(2));
    expect(within(oak).getAllByRole('radio')[0]).toHaveAccessibleDescription(/New Year special: 15% off/);
    const others = roomCards().filter((card) => card !== oak);
    for (const card of others) expect(card).not.toHaveTextContent(/New Year/);
  });

  it('given no plan is special, then no tag and the tag’s content is not asked for', async () => {
    const { api } = await renderHotel();
    await screen.findByRole('list', { name: 'Room types' });
    expect(screen.queryByText(/New Year/)).toBeNull();
    expect(api.callsOf('getContentsV1').map((c) => c.query?.key)).not.toContain('new_year_rate_tag');
  });

  it('given the hotel fails to load, then an error with Retry, and Retry brings the hotel', async () => {
    const api = fakeHotelApi();
    api.failNext('getHotelDetails', fakeApiError(500, 'API Error'));
    const { user } = await renderHotel(STAY, api);
    expect(screen.getByRole('heading', { level: 1, name: 'We could not load this hotel' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nivaas Koramangala Residency' })).toBeInTheDocument();
  });

  it('given a hotel the API does not know (404), then the page says so, focused, with a way to search; no Retry', async () => {
    const { container } = await renderHotel(
      STAY,
      fakeHotelApi(),
      createTestPlatform(),
      '/hotels-in-bengaluru/no-such-hotel-99/',
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'We could not find this hotel' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/The link may be mistyped or out of date/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search hotels' })).toHaveAttribute('href', '/search/');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('given a hotel that left the chain (410), then the page says it is no longer on the site, with a way to search', async () => {
    const api = fakeHotelApi();
    api.failNext('getHotelDetails', fakeApiError(410, 'This hotel is no longer on Nivaas'));
    const { container } = await renderHotel(STAY, api);
    expect(screen.getByRole('heading', { level: 1, name: 'This hotel is no longer on Nivaas' })).toBeInTheDocument();
    expect(screen.getByText(/cannot be booked here any more/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search hotels' })).toHaveAttribute('href', '/search/');
    expect(screen.queryByRole('list', { name: 'Room types' })).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(await axe(container)).toHaveNoViolations();
  });

  it.each([502, 503, 0])('given the hotel call fails with %d, then try again, with Retry', async (status) => {
    const api = fakeHotelApi();
    api.failNext('getHotelDetails', fakeApiError(status, 'API Error'));
    await renderHotel(STAY, api);
    expect(screen.getByRole('heading', { level: 1, name: 'We could not load this hotel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // Worth trying again: a page to keep.
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('given only the prices fail, then the hotel shows and its rooms offer Retry', async () => {
    const api = fakeHotelApi();
    api.failNext('getRoomPrices');
    const { user } = await renderHotel(STAY, api);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load room prices');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Room types' })).toBeInTheDocument();
  });

  it('given a URL whose slug is not the hotel’s own, then it is replaced by the hotel’s own, stay kept', async () => {
    const { location } = await renderHotel(
      STAY,
      fakeHotelApi(),
      createTestPlatform(),
      '/hotels-in-mumbai/some-other-name-1042/',
    );
    await waitFor(() => expect(location()).toBe(`${PATH}?checkin=03-12-2026&checkout=05-12-2026&roomconfig=2-0%2C1-0`));
  });

  it('given a TA rating not over the threshold, then the TA review is not shown', async () => {
    const api = fakeHotelApi({ getContentsV1: { data: { ta_rating_threshold: { defaultTaRatingThreshold: 4.5 } } } });
    await renderHotel(STAY, api);
    await waitFor(() => expect(api.callsOf('getContentsV1')).toHaveLength(1));
    expect(screen.queryByText(/TripAdvisor/)).not.toBeInTheDocument();
  });

  it('given a viewed hotel, then it is recorded for home’s recently viewed', async () => {
    const { platform } = await renderHotel();
    await waitFor(() =>
      expect(platform.recentlyViewed.store.getState().hotels[0]).toEqual({
        id: 1042,
        name: 'Nivaas Koramangala Residency',
        path: PATH,
        city: 'Bengaluru',
        locality: 'Koramangala',
        imageUrl: '/api/images/hotels/1042/1-320.jpg',
        rating: 4.3,
      }),
    );
  });

  it('given the page, then the reviews summary and the questions of the hotel are on it', async () => {
    await renderHotel();
    expect(await screen.findByRole('heading', { level: 2, name: /review/i })).toBeInTheDocument();
    expect(await screen.findByText('Question 1?')).toBeInTheDocument();
  });

  it('given markup in the hotel text, then it shows as text', async () => {
    const api = fakeHotelApi({ getHotelDetails: hotelDetails({ summary: '<img src=x onerror=alert(1)>' }) });
    await renderHotel(STAY, api);
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  });
});
