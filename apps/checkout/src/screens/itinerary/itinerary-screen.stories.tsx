import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failWith, type FakeHandlers } from '@nivaas/api-client/testing';
import { LONG_HOTEL_NAME, NAME_WITHOUT_SPACES } from '@nivaas/routes/testing/stories';
import { apiError, METHODS } from '../../features/payment/testing';
import { BID, checkout, fakeCheckoutApi } from '../../testing/checkout-fixtures';
import { screenMeta, state } from '../../testing/screen-story';
import ItineraryScreen from './itinerary-screen';

const STAY = 'hotel_id=1042&checkin=03-12-2026&checkout=05-12-2026&roomconfig=2-0&roomtype=oak&rateplan=EP';
const PAGE = `/itinerary/?${STAY}&bid=${BID}`;

export default { title: 'Checkout/Itinerary', ...screenMeta(ItineraryScreen, PAGE) };
type Story = StoryObj<typeof ItineraryScreen>;

/** A member's calls besides the itinerary's own, and the payment section's methods as its specs answer them. */
const MEMBER: FakeHandlers = {
  getPaymentMethods: METHODS,
  getWhatsappOptIn: { hasOptedForWhatsapp: false },
  getCompanyProfile: { company_name: '', company_address: '', gstin: '' },
};
const itinerary =
  (handlers: FakeHandlers = {}) =>
  () =>
    fakeCheckoutApi({ ...MEMBER, ...handlers });

export const Guest: Story = state({ member: false, api: itinerary() });

export const Member: Story = state({ api: itinerary({ getItinerary: checkout({ wallet_balance: 250 }) }) });

export const CouponApplied: Story = state({
  api: itinerary({
    getItinerary: checkout(
      { coupon: { couponName: 'NIVAAS10', loginCouponApplied: false, promoDiscount: 400 } },
      { coupon: 400 },
    ),
  }),
});

export const PointsApplied: Story = state({
  api: itinerary({ getItinerary: checkout({ wallet_balance: 250 }, { wallet: 250 }) }),
});

export const ErrorWithRetry: Story = state({ api: itinerary(), failFirst: ['getItinerary'] });

export const NoHotelInQuery: Story = state({ url: '/itinerary/?checkin=03-12-2026', api: itinerary() });

export const StaySoldOut: Story = state({
  url: `/itinerary/?${STAY}`,
  api: itinerary({ createItinerary: failWith(400, 'oak is sold out for these dates') }),
});

export const LongNames: Story = state({
  api: itinerary({
    getItinerary: checkout({
      hotel: { ...checkout().hotel, name: LONG_HOTEL_NAME },
      user: { ...checkout().user, name: NAME_WITHOUT_SPACES },
    }),
  }),
});

export const French: Story = state({ api: itinerary(), locale: 'fr-FR' });

export const Hindi: Story = state({ api: itinerary(), locale: 'hi-IN' });

const paymentCameBack = (reason: string): Story =>
  state({ url: `${PAGE}&payment_failed=${reason}&mode=pay_now&method=upi`, api: itinerary() });
export const PaymentDeclined = paymentCameBack('declined');
export const PaymentCancelled = paymentCameBack('cancelled');
export const PaymentExpired = paymentCameBack('expired');
export const PaymentFailed = paymentCameBack('failed');

/** A guest applies the room's coupon from the list, then removes it: the total follows both ways. */
export const ApplyAndRemoveCoupon: Story = {
  ...state({
    api: itinerary({
      applyCoupon: checkout(
        { coupon: { couponName: 'NIVAAS10', loginCouponApplied: false, promoDiscount: 400 } },
        { coupon: 400 },
      ),
      removeCoupon: checkout(),
    }),
  }),
  play: async (context) => {
    await screenMeta(ItineraryScreen, PAGE).play?.(context);
    const canvas = within(context.canvasElement);
    const page = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Apply a coupon' }));
    const dialog = await page.findByRole('dialog', { name: 'Coupons' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Apply coupon NIVAAS10' }));
    const prices = canvas.getByRole('region', { name: 'Price summary' });
    await expect(await within(prices).findByText('Coupon NIVAAS10')).toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('button', { name: /Remove/ }));
    await expect(within(prices).getByText('Total payable').nextSibling).toHaveTextContent('₹4,529');
  },
};

/** A member pays while the price moved: the itinerary says what changed, loads the new total, charges nothing. */
export const PriceChanged: Story = {
  ...state({
    api: itinerary({
      payNow: () => {
        throw apiError(409, 'Price changed', 'price_changed', ['The total is now ₹5,200 (it was ₹4,529)']);
      },
    }),
  }),
  play: async (context) => {
    await screenMeta(ItineraryScreen, PAGE).play?.(context);
    const canvas = within(context.canvasElement);
    // The guest's details, as a guest would type them (a member's are filled in only where the session has them).
    for (const [field, value] of [
      ['Full name', 'Asha Rao'],
      ['Mobile number', '9876543210'],
    ] as const) {
      const input = await canvas.findByRole('textbox', { name: field });
      await userEvent.clear(input);
      await userEvent.type(input, value);
    }
    await userEvent.click(await canvas.findByRole('button', { name: /^Pay ₹/ }));
    await waitFor(() => expect(context.canvasElement).toHaveTextContent(/The total is now ₹5,200/), { timeout: 5000 });
  },
};

/** A member chooses to pay at the hotel: the button says so. */
export const PayAtHotel: Story = {
  ...state({ api: itinerary() }),
  play: async (context) => {
    await screenMeta(ItineraryScreen, PAGE).play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /^Pay at hotel/ }));
    await expect(await canvas.findByRole('radio', { name: /^Pay at hotel/ })).toBeChecked();
  },
};
