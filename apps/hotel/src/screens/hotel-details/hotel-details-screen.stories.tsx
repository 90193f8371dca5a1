import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failWith } from '@nivaas/api-client/testing';
import { defineScreen } from '@nivaas/routes';
import { LONG_HOTEL_NAME } from '@nivaas/routes/testing/stories';
import { couponPrices, hotelDetails, NEW_YEAR_SPECIAL, roomPrices, SOLD_OUT } from '../../testing/hotel-fixtures';
import { hotelPageApi, screenMeta, state } from '../../testing/screen-story';
import { HOTEL_LOADER_QUERY, type HotelDetailsData } from './data/hotel-details-types';
import { loadHotelDetails } from './data/load-hotel-details';
import HotelDetailsScreen from './hotel-details-screen';

const PATH = '/hotels-in-bengaluru/nivaas-koramangala-residency-1042/';
const STAY = 'checkin=03-12-2026&checkout=05-12-2026&roomconfig=2-0,1-0';

// The screen as hotel's routes define it, with its loader (the stories' clock makes "today" 24 Nov 2026).
const hotelScreen = defineScreen<HotelDetailsData>({
  load: async () => ({ default: HotelDetailsScreen }),
  loader: (context) => loadHotelDetails(context),
  loaderQuery: HOTEL_LOADER_QUERY,
});

export default { title: 'Hotel/Hotel page', ...screenMeta(hotelScreen, `${PATH}?${STAY}`) };
type Story = StoryObj<typeof HotelDetailsScreen>;

export const Guest: Story = state({ member: false, api: hotelPageApi() });

export const Member: Story = state({ api: hotelPageApi() });

export const SoldOutWithAlternatives: Story = state({
  url: `${PATH}?checkin=03-12-2026&checkout=05-12-2026&roomconfig=2-0`,
  api: hotelPageApi(SOLD_OUT),
});

export const HotelNotFound: Story = state({
  url: `/hotels-in-bengaluru/no-such-hotel-99/?${STAY}`,
  api: hotelPageApi(),
});

export const HotelGone: Story = state({
  api: hotelPageApi({ getHotelDetails: failWith(410, 'This hotel is no longer on Nivaas') }),
});

export const ErrorWithRetry: Story = state({ api: hotelPageApi(), failFirst: ['getHotelDetails'] });

export const PricesErrorWithRetry: Story = state({ api: hotelPageApi(), failFirst: ['getRoomPrices'] });

export const CouponApplied: Story = state({
  url: `${PATH}?${STAY}&couponCode=NIVAAS10`,
  api: hotelPageApi({
    getRoomPrices: () => couponPrices({ coupon_description: '10% off your stay' }),
  }),
});

export const CouponRefused: Story = state({
  member: false,
  url: `${PATH}?${STAY}&couponCode=WELCOME`,
  api: hotelPageApi({
    getRoomPrices: (input) =>
      input.query.couponcode
        ? failWith(400, 'Log in to use WELCOME')()
        : roomPrices(input.query.roomconfig?.split(',').length ?? 1),
  }),
});

/** The rate plans of a room on a special rate carry its tag (the prices name it, the content words it). */
export const SpecialRatePlans: Story = state({ api: hotelPageApi(NEW_YEAR_SPECIAL) });

export const LongHotelName: Story = state({
  api: hotelPageApi({
    getHotelDetails: hotelDetails({
      name: LONG_HOTEL_NAME,
      summary: 'Supercalifragilisticexpialidocious rooms near Koramangalaintermediateringroad for everyone.',
    }),
  }),
});

export const French: Story = state({ api: hotelPageApi(), locale: 'fr-FR' });

export const Hindi: Story = state({ api: hotelPageApi(), locale: 'hi-IN' });

/** A guest chooses another room's rate plan: the bar follows the choice. */
export const ChooseRatePlan: Story = {
  ...state({ api: hotelPageApi() }),
  play: async (context) => {
    await screenMeta(hotelScreen, PATH).play?.(context);
    const canvas = within(context.canvasElement);
    const rooms = await canvas.findByRole('list', { name: 'Room types' });
    const oak = within(rooms).getAllByRole('article')[1];
    const refundable = within(oak!).getByRole('radio', { name: /Free cancellation/ });
    await userEvent.click(refundable);
    await expect(refundable).toBeChecked();
    // Oak EP: (1200 + 1400) × 2 rooms = 5200, 12 % tax = 5824.
    await expect(canvas.getByRole('region', { name: 'Your choice' })).toHaveTextContent(/₹5,824/);
  },
};

/** A guest meets a sold-out stay and picks the nearest dates with rooms: the page loads those dates' rooms. */
export const PickOtherDates: Story = {
  ...state({
    url: `${PATH}?checkin=03-12-2026&checkout=05-12-2026&roomconfig=2-0`,
    api: hotelPageApi({
      ...SOLD_OUT,
      // Sold out on 3 Dec only; the other dates' prices as the specs answer them.
      getRoomPrices: (input) => (input.query.checkin === '2026-12-03' ? SOLD_OUT.getRoomPrices() : roomPrices(1)),
    }),
  }),
  play: async (context) => {
    await screenMeta(hotelScreen, PATH).play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Fri, 4 Dec to Sun, 6 Dec, from ₹2,600' }));
    const rooms = await canvas.findByRole('list', { name: 'Room types' }, { timeout: 5000 });
    await waitFor(() => expect(within(rooms).getAllByRole('radio', { checked: true })).toHaveLength(1));
    await expect(canvas.queryByRole('region', { name: 'Sold out for your dates' })).toBeNull();
  },
};
