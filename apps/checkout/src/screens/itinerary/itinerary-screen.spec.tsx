import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fakeApiError, type FakeApiClient } from '@nivaas/api-client/testing';
import { PHONEPE_GUEST_KEY } from '@nivaas/domain/sign-in';
import { renderScreen, freezeDateAt } from '@nivaas/routes/testing';
import { createMemoryStorage } from '@nivaas/state';
import { createTestPlatform } from '@nivaas/state/testing';
import { PaymentServicesProvider } from '../../features/payment';
import { BID, checkout, fakeCheckoutApi } from '../../testing/checkout-fixtures';
import { ItineraryServicesProvider } from './itinerary-api';
import ItineraryScreen from './itinerary-screen';

const STAY = 'hotel_id=1042&checkin=03-12-2026&checkout=05-12-2026&roomconfig=2-0&roomtype=oak&rateplan=EP';

function setup(url: string, api: FakeApiClient = fakeCheckoutApi(), platform = createTestPlatform()) {
  const wrapper = ({ children }: { readonly children: ReactNode }) => (
    <ItineraryServicesProvider services={{ api, draftStorage: createMemoryStorage() }}>
      <PaymentServicesProvider services={{ api, goToGateway: jest.fn() }}>{children}</PaymentServicesProvider>
    </ItineraryServicesProvider>
  );
  const view = renderScreen(ItineraryScreen, { url, platform, wrapper });
  return { ...view, api };
}

const signedInPlatform = () => {
  const platform = createTestPlatform();
  platform.session.login('token-1', {
    id: 7,
    email: 'asha@example.in',
    phone_number: '9876543210',
    first_name: 'Asha',
    last_name: 'Rao',
  });
  return platform;
};

freezeDateAt('2026-11-21T06:00:00Z');

describe('/itinerary/ (the itinerary)', () => {
  it('given a bid, when the itinerary loads, then the hotel, stay, room, plan, policy and price summary show', async () => {
    const { api } = setup(`/itinerary/?${STAY}&bid=${BID}`);
    expect(screen.getByRole('status', { name: /loading your booking/i })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Nivaas Koramangala Residency' })).toBeInTheDocument();
    expect(api.callsOf('getItinerary')[0]).toEqual({ params: { bid: BID } });
    expect(api.callsOf('createItinerary')).toHaveLength(0);
    expect(screen.getByText('Thu, 3 Dec')).toBeInTheDocument();
    expect(screen.getByText(/2 nights · 1 room · 2 adults/)).toBeInTheDocument();
    expect(await screen.findByText('Oak (Deluxe)')).toBeInTheDocument();
    expect(screen.getByText(/Free cancellation till 24 hours before check-in/)).toBeInTheDocument();
    const prices = screen.getByRole('region', { name: 'Price summary' });
    expect(within(prices).getByText('Room price (2 nights)').nextSibling).toHaveTextContent('₹4,000');
    expect(within(prices).getByText('Taxes (GST)').nextSibling).toHaveTextContent('₹480');
    expect(within(prices).getByText('Platform fee').nextSibling).toHaveTextContent('₹49');
    expect(within(prices).getByText('Total payable').nextSibling).toHaveTextContent('₹4,529');
    expect(within(prices).getByText('Includes taxes and fees')).toBeInTheDocument();
  });

  it('given no bid, when the itinerary is created, then the URL is replaced with the same query plus the bid and nothing is asked twice', async () => {
    const view = setup(`/itinerary/?${STAY}&couponCode=NIVAAS10`);
    expect(await screen.findByRole('heading', { name: 'Nivaas Koramangala Residency' })).toBeInTheDocument();
    expect(view.api.callsOf('createItinerary')).toEqual([
      {
        body: {
          hotel_id: 1042,
          room_type: 'oak',
          rate_plan: 'EP',
          checkin: '2026-12-03',
          checkout: '2026-12-05',
          roomconfig: '2-0',
          channel: 'msite',
          coupon_code: 'NIVAAS10',
        },
      },
    ]);
    await waitFor(() => expect(new URLSearchParams(view.location().split('?')[1]).get('bid')).toBe(BID));
    expect(new URLSearchParams(view.location().split('?')[1]).get('roomtype')).toBe('oak');
    expect(view.api.callsOf('getItinerary')).toHaveLength(0);
    expect(view.api.callsOf('createItinerary')).toHaveLength(1);
  });

  it('given a visitor who landed from trivago, then the itinerary is started with the partner reference (docs/rules.md 3)', async () => {
    const platform = createTestPlatform();
    platform.bus.emit({ type: 'ui/trivago-reference', referenceId: 'trv-42.abc' });
    const view = setup(`/itinerary/?${STAY}`, fakeCheckoutApi(), platform);
    expect(await screen.findByRole('heading', { name: 'Nivaas Koramangala Residency' })).toBeInTheDocument();
    expect(view.api.callsOf('createItinerary')[0]?.body).toMatchObject({ trivago_reference_id: 'trv-42.abc' });
  });

  it('given a visitor not from trivago, then no partner reference is sent', async () => {
    const view = setup(`/itinerary/?${STAY}`);
    expect(await screen.findByRole('heading', { name: 'Nivaas Koramangala Residency' })).toBeInTheDocument();
    expect(view.api.callsOf('createItinerary')[0]?.body).not.toHaveProperty('trivago_reference_id');
  });

  it('given the itinerary fails to load, then an error with Retry, and Retry loads it', async () => {
    const api = fakeCheckoutApi();
    api.failNext('getItinerary', fakeApiError(500, 'API Error'));
    setup(`/itinerary/?bid=${BID}`, api);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'We could not load your booking' })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Nivaas Koramangala Residency' })).toBeInTheDocument();
  });

  it('given no hotel in the query, then a clear message and a way home, and no call', async () => {
    const { api } = setup('/itinerary/?checkin=03-12-2026');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('does not say which hotel');
    expect(within(alert).getByRole('link', { name: 'Find a hotel' })).toHaveAttribute('href', '/');
    expect(api.callsOf('createItinerary')).toHaveLength(0);
  });

  it('given a hotel but no room type, then the way back is the hotel page with the stay', async () => {
    setup('/itinerary/?hotel_id=1042&checkin=03-12-2026&checkout=05-12-2026&roomconfig=2-0');
    const link = await screen.findByRole('link', { name: 'Back to Nivaas Koramangala Residency' });
    expect(link.getAttribute('href')).toMatch(/^\/hotels-in-bengaluru\/nivaas-koramangala-residency-1042\/\?/);
    expect(link.getAttribute('href')).toContain('checkin=03-12-2026');
    expect(screen.getByRole('alert')).toHaveTextContent('does not say which room');
  });

  it('given the API refuses the stay (400), then its reason and the way back, not a blank page', async () => {
    const api = fakeCheckoutApi({
      createItinerary: () => {
        throw fakeApiError(400, 'Bad Request', ['oak is sold out for these dates']);
      },
    });
    setup(`/itinerary/?${STAY}`, api);
    expect(await screen.findByText(/This stay cannot be booked: oak is sold out for these dates/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Back to Nivaas Koramangala Residency' })).toBeInTheDocument();
  });

  it('given a coupon the API refuses, then its first error message shows and the price is unchanged', async () => {
    const api = fakeCheckoutApi({
      applyCoupon: () => {
        throw fakeApiError(400, 'Invalid coupon code', ['Invalid coupon code', 'second']);
      },
    });
    setup(`/itinerary/?bid=${BID}`, api);
    await userEvent.click(await screen.findByRole('button', { name: 'Apply a coupon' }));
    const dialog = screen.getByRole('dialog', { name: 'Coupons' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Coupon code' }), 'bogus');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply code' }));
    expect(await within(dialog).findByText('Invalid coupon code')).toBeInTheDocument();
    expect(api.callsOf('applyCoupon')[0]).toEqual({ params: { bid: BID }, body: { coupon_code: 'BOGUS' } });
    expect(within(screen.getByRole('region', { name: 'Price summary' })).getByText('₹4,529')).toBeInTheDocument();
  });

  it('given no code, when Apply code is pressed, then the field says so and takes focus, and nothing is sent', async () => {
    const { api } = setup(`/itinerary/?bid=${BID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Apply a coupon' }));
    const dialog = screen.getByRole('dialog', { name: 'Coupons' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply code' }));
    const field = within(dialog).getByRole('textbox', { name: 'Coupon code' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Enter a coupon code.');
    expect(field).toHaveFocus();
    expect(api.callsOf('applyCoupon')).toHaveLength(0);
    await userEvent.type(field, 'nivaas10');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('given the first-booking coupon applied, then its line in the price summary says so (firstBookingCouponApplied)', async () => {
    const welcome = checkout(
      { coupon: { couponName: 'WELCOME', loginCouponApplied: true, promoDiscount: 400 } },
      { coupon: 400 },
    );
    const api = fakeCheckoutApi({
      applyCoupon: {
        ...welcome,
        price: { selected_rate_plan: { ...welcome.price.selected_rate_plan, first_booking_coupon_applied: true } },
      },
    });
    setup(`/itinerary/?bid=${BID}`, api);
    await userEvent.click(await screen.findByRole('button', { name: 'Apply a coupon' }));
    const dialog = screen.getByRole('dialog', { name: 'Coupons' });
    await within(dialog).findByRole('list', { name: 'Coupons for this stay' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Coupon code' }), 'welcome');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply code' }));
    const prices = screen.getByRole('region', { name: 'Price summary' });
    expect(await within(prices).findByText('First booking offer WELCOME')).toBeInTheDocument();
  });

  it('given the room’s coupon, when applied from the modal, then the price summary shows the saving', async () => {
    const api = fakeCheckoutApi({
      applyCoupon: checkout(
        { coupon: { couponName: 'NIVAAS10', loginCouponApplied: false, promoDiscount: 400 } },
        { coupon: 400 },
      ),
    });
    setup(`/itinerary/?bid=${BID}`, api);
    await userEvent.click(await screen.findByRole('button', { name: 'Apply a coupon' }));
    const dialog = screen.getByRole('dialog', { name: 'Coupons' });
    expect(await within(dialog).findByText('10% off up to ₹500')).toBeInTheDocument();
    expect(within(dialog).getByText('Saves ₹400 on this stay')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply coupon NIVAAS10' }));
    const prices = screen.getByRole('region', { name: 'Price summary' });
    expect(await within(prices).findByText('Coupon NIVAAS10')).toBeInTheDocument();
    expect(within(prices).getByText('Total payable').nextSibling).toHaveTextContent('₹4,081');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('given a guest, then no points switch but a plain sign-in link that opens the login modal', async () => {
    const { platform } = setup(
      `/itinerary/?bid=${BID}`,
      fakeCheckoutApi({ getItinerary: checkout({ wallet_balance: 250 }) }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in to see member prices' }));
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(platform.eventsOf('modal/open')).toEqual([{ type: 'modal/open', modal: 'login' }]);
  });

  it('given a member with points, then the switch is off until turned on, and turning it on applies them', async () => {
    const api = fakeCheckoutApi({
      getItinerary: checkout({ wallet_balance: 250 }),
      applyWallet: checkout({ wallet_balance: 250 }, { wallet: 250 }),
      getWhatsappOptIn: { hasOptedForWhatsapp: false },
      getCompanyProfile: { company_name: '', company_address: '', gstin: '' },
    });
    setup(`/itinerary/?bid=${BID}`, api, signedInPlatform());
    const points = await screen.findByRole('switch', { name: 'Use wallet points' });
    expect(points).not.toBeChecked();
    expect(screen.getByText(/Balance ₹250\. Points pay up to ₹250/)).toBeInTheDocument();
    await userEvent.click(points);
    expect(await screen.findByText('₹250 paid with points')).toBeInTheDocument();
    expect(api.callsOf('applyWallet')).toEqual([{ params: { bid: BID } }]);
  });

  it('given points in use, when the member turns them off, then removeWallet and the price without them', async () => {
    const api = fakeCheckoutApi({
      getItinerary: checkout({ wallet_balance: 250 }, { wallet: 250 }),
      removeWallet: checkout({ wallet_balance: 250 }),
      getWhatsappOptIn: { hasOptedForWhatsapp: false },
      getCompanyProfile: { company_name: '', company_address: '', gstin: '' },
    });
    setup(`/itinerary/?bid=${BID}`, api, signedInPlatform());
    const points = await screen.findByRole('switch', { name: 'Use wallet points' });
    expect(points).toBeChecked();
    const prices = screen.getByRole('region', { name: 'Price summary' });
    expect(within(prices).getByText('Paid with points')).toBeInTheDocument();
    await userEvent.click(points);
    expect(api.callsOf('removeWallet')).toEqual([{ params: { bid: BID } }]);
    await waitFor(() => expect(within(prices).queryByText('Paid with points')).not.toBeInTheDocument());
    expect(within(prices).getByText('Total payable').nextSibling).toHaveTextContent('₹4,529');
    expect(points).not.toBeChecked();
  });

  it('given the page, then the GST and WhatsApp boxes are not ticked and the PhonePe guest is pre-filled', async () => {
    const platform = createTestPlatform({
      storage: { [PHONEPE_GUEST_KEY]: JSON.stringify({ name: 'Ravi Kumar', mobile: '9123456780' }) },
    });
    setup(`/itinerary/?bid=${BID}`, fakeCheckoutApi(), platform);
    expect(await screen.findByRole('textbox', { name: 'Full name' })).toHaveValue('Ravi Kumar');
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toHaveValue('9123456780');
    expect(screen.getByRole('checkbox', { name: 'I have a GST number (business travel)' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Send me booking updates on WhatsApp' })).not.toBeChecked();
  });

  it('given another room chosen in the sheet, then a new itinerary query without the bid', async () => {
    const view = setup(`/itinerary/?${STAY}&bid=${BID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Change room type or rate plan' }));
    const sheet = screen.getByRole('dialog', { name: 'Choose room and rate plan' });
    await userEvent.click(
      await within(sheet).findByRole('button', { name: /Choose Acacia \(Standard\), Free cancellation: ₹3,900/ }),
    );
    const next = new URLSearchParams(view.location().split('?')[1]);
    expect([next.get('roomtype'), next.get('rateplan'), next.get('bid')]).toEqual(['acacia', 'EP', null]);
  });

  it('given a coupon the guest removed, then the room choice is priced without it and the new choice carries none', async () => {
    // The hotel page's query had the coupon; the guest removed it on the itinerary.
    const view = setup(`/itinerary/?${STAY}&couponCode=NIVAAS10&bid=${BID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Change room type or rate plan' }));
    const sheet = screen.getByRole('dialog', { name: 'Choose room and rate plan' });
    await userEvent.click(
      await within(sheet).findByRole('button', { name: /Choose Acacia \(Standard\), Free cancellation/ }),
    );
    expect(view.api.callsOf('getRoomPrices').at(-1)?.query).toMatchObject({ auto_coupon: false });
    expect(view.api.callsOf('getRoomPrices').at(-1)?.query).not.toHaveProperty('couponcode');
    const next = new URLSearchParams(view.location().split('?')[1]);
    expect(next.get('couponCode')).toBeNull();
  });

  it('given a coupon for members, then the list says so with Sign in, which opens the login modal', async () => {
    const { platform } = setup(`/itinerary/?bid=${BID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Apply a coupon' }));
    const dialog = screen.getByRole('dialog', { name: 'Coupons' });
    const list = await within(dialog).findByRole('list', { name: 'Coupons for this stay' });
    expect(within(list).getByText('For members: sign in to use it.')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Sign in to use WELCOME' }));
    expect(platform.eventsOf('modal/open')).toEqual([{ type: 'modal/open', modal: 'login' }]);
    expect(screen.queryByRole('dialog', { name: 'Coupons' })).not.toBeInTheDocument();
  });

  it('given a code refused for a guest (login required), then Sign in beside the message', async () => {
    const api = fakeCheckoutApi({
      applyCoupon: () => {
        throw fakeApiError(400, 'Log in to use this coupon', ['Log in to use WELCOME']);
      },
    });
    const { platform } = setup(`/itinerary/?bid=${BID}`, api);
    await userEvent.click(await screen.findByRole('button', { name: 'Apply a coupon' }));
    const dialog = screen.getByRole('dialog', { name: 'Coupons' });
    await within(dialog).findByRole('list', { name: 'Coupons for this stay' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Coupon code' }), 'welcome');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply code' }));
    expect(await within(dialog).findByText('Log in to use WELCOME')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(platform.eventsOf('modal/open')).toEqual([{ type: 'modal/open', modal: 'login' }]);
  });

  it('is accessible once loaded', async () => {
    const { container } = setup(`/itinerary/?bid=${BID}`);
    await screen.findByRole('heading', { name: 'Nivaas Koramangala Residency' });
    expect(await axe(container)).toHaveNoViolations();
  });

  // Regression: back from the gateway, the message was 1,800 px below where the guest lands.
  it.each(['declined', 'cancelled', 'expired', 'failed'])(
    'given a return from a %s payment, then what happened is the first thing after the title, announced, with its next step',
    async (reason) => {
      const { container } = setup(`/itinerary/?${STAY}&bid=${BID}&payment_failed=${reason}&mode=pay_now&method=upi`);
      const notice = screen.getByRole('region', { name: 'Your booking is not confirmed yet' });
      expect(screen.getByRole('heading', { level: 1 }).nextElementSibling).toBe(notice);
      await waitFor(() => expect(within(notice).getByRole('alert')).toHaveTextContent('Nothing was charged'));
      await screen.findByRole('heading', { name: 'Nivaas Koramangala Residency' });
      const pay = await screen.findByRole('button', { name: /^Pay ₹/ });
      await userEvent.click(within(notice).getByRole('button', { name: 'Try again' }));
      expect(pay).toHaveFocus();
      expect(await axe(container)).toHaveNoViolations();
    },
  );
});
