import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ApiError } from '@nivaas/api-client';
import { createFakeApiClient, type FakeApiClient, type FakeHandlers } from '@nivaas/api-client/testing';
import type { Checkout, GuestDetails, PaymentResponse } from '@nivaas/api-client/contract';
import { itineraryPath } from '@nivaas/routes';
import { PlatformProvider } from '@nivaas/state';
import { createTestPlatform, type TestPlatform } from '@nivaas/state/testing';
import { PaymentSection } from './payment-section';
import { PaymentServicesProvider } from './payment-services';
import type { PaymentSectionProps } from './payment-types';

/** For the payment specs: the promise a spec settles by hand (@nivaas/state/testing). */
export { deferred } from '@nivaas/state/testing';

export const BID = 'bid_test_0001';
export const GUEST: GuestDetails = {
  name: 'Isha Kapoor',
  mobile: '9876543210',
  country_code: '+91',
  email: 'isha@example.in',
};

/** An itinerary of ₹5,000 in all (part pay ₹1,500 now), refundable, pay at hotel allowed. */
export function checkoutFixture(overrides: Partial<Checkout> = {}, total = 5000, refundable = true): Checkout {
  return {
    bid: BID,
    status: 'OPEN',
    order_id: null,
    user: { name: '', contact_number: '', email: '', gst_details: null },
    room: { type: 'oak', roomconfig: '2-0', rooms: 1, adults: 2, kids: 0 },
    hotel: {
      id: 1042,
      name: 'Nivaas Suites Marathahalli',
      coordinates: { lat: 12.95, lng: 77.7 },
      locality: 'Marathahalli',
      street: 'Outer Ring Road',
      city: 'Bengaluru',
      pincode: '560037',
      property: 'hotel',
      image_url: '',
      hotel_policies: [],
    },
    date: { checkin: '2026-12-10', checkout: '2026-12-12', nights: 2 },
    pay_at_hotel: false,
    pay_at_hotel_allowed: true,
    pay_at_hotel_extra_amount: 0,
    partial_payment_amount: 0,
    partial_payment_link: null,
    part_pay_amount: 1500,
    part_pay_percent: 30,
    coupon: { couponName: null, loginCouponApplied: false, promoDiscount: 0 },
    member_discount_applied: false,
    member_discount_available: false,
    wallet_balance: 0,
    price: {
      selected_rate_plan: {
        first_booking_coupon_applied: false,
        rate_plan: {
          code: 'EP',
          name: refundable ? 'Free cancellation' : 'Non-refundable',
          description: 'Room only',
          refundable,
          tag: '',
        },
        price: {
          pretax_price: 4464,
          final_pretax_price: 4464,
          tax: 536,
          sell_price: 5000,
          platform_fee: 0,
          total_price_with_platform_fee: total,
          total_discount: 0,
          coupon_discount: 0,
          member_discount: 0,
          corporate_discount: 0,
          wallet_discount: 0,
          wallet_applied: false,
          wallet_paid_amount: 0,
          tcp_paid_amount: 0,
          paid_amount: 0,
          balance_amount: total,
          net_payable_amount: total,
        },
      },
    },
    ...overrides,
  };
}

/** The API's methods in an order that is not ours, with a disabled one and its pay-at-hotel entry. */
export const METHODS = {
  data: [
    { code: 'wallet', name: 'Wallets', enabled: true, part_pay: false, pay_at_hotel: false },
    { code: 'netbanking', name: 'Net banking', enabled: true, part_pay: true, pay_at_hotel: false },
    { code: 'pay_at_hotel', name: 'Pay at hotel', enabled: true, part_pay: false, pay_at_hotel: true },
    { code: 'card', name: 'Credit / Debit card', enabled: true, part_pay: true, pay_at_hotel: false },
    { code: 'emi', name: 'EMI', enabled: false, part_pay: false, pay_at_hotel: false },
    { code: 'upi', name: 'UPI', enabled: true, part_pay: true, pay_at_hotel: false },
  ],
};

export const OFFERS = {
  data: [
    {
      id: 'upi-50',
      title: 'Flat ₹50 off with UPI',
      description: 'On bookings from ₹1,500',
      method: 'upi',
      discount_percent: 0,
      max_discount: 50,
      min_amount: 1500,
    },
    {
      id: 'card-10',
      title: '10% off with cards',
      description: 'Up to ₹300',
      method: 'card',
      discount_percent: 10,
      max_discount: 300,
      min_amount: 0,
    },
  ],
};

export function paymentResponse(overrides: Partial<PaymentResponse> = {}): PaymentResponse {
  return {
    order_id: 'NV200001',
    status: 'PENDING_PAYMENT',
    amount_due_now: 5000,
    offer_discount: 0,
    gateway_order: {
      gateway: 'simulated',
      key_id: 'rzp_test',
      gateway_order_id: 'order_1',
      amount: 5000,
      currency: 'INR',
      checkout_url: '/api/v1/payments/gateway/checkout/order_1/',
    },
    confirmation_token: 'tok_AAAAAAAAAAAAAAAAAAAAAAAA',
    booking: checkoutFixture(),
    ...overrides,
  };
}

/** An error as the API client rejects with it, with the contract's ErrorBody code. */
export function apiError(
  status: number,
  message: string,
  code?: string,
  errors: readonly string[] = [message],
): ApiError {
  return new ApiError(message, { status, errors, data: { error: message, errors, ...(code ? { code } : {}) } });
}

function WhereAmI() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderPaymentOptions {
  readonly handlers?: FakeHandlers;
  readonly props?: Partial<PaymentSectionProps>;
  readonly platform?: TestPlatform;
}

/** The section on the itinerary page, with the API faked, the gateway navigation recorded and the location shown. */
export function renderPayment(options: RenderPaymentOptions = {}) {
  const api: FakeApiClient = createFakeApiClient({
    getPaymentMethods: METHODS,
    getPaymentOffers: OFFERS,
    getContentsV1: { data: {} },
    ...options.handlers,
  });
  const platform = options.platform ?? createTestPlatform();
  const goToGateway = jest.fn<void, [string]>();
  const props: PaymentSectionProps = {
    checkout: checkoutFixture(),
    collectGuest: jest.fn(() => GUEST),
    onItineraryChanged: jest.fn(),
    returnedFrom: null,
    signedIn: false,
    ...options.props,
  };
  const view = render(
    <MemoryRouter initialEntries={[itineraryPath(new URLSearchParams({ bid: BID }))]}>
      <PlatformProvider platform={platform}>
        <PaymentServicesProvider services={{ api, goToGateway }}>
          <PaymentSection {...props} />
          <WhereAmI />
        </PaymentServicesProvider>
      </PlatformProvider>
    </MemoryRouter>,
  );
  return { ...view, api, platform, goToGateway, props };
}
