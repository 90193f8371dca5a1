import type { Confirmation, PaymentStatusResponse } from '@nivaas/api-client/contract';

/**
 * Test fixtures of the confirmation's specs: a confirmed, paid two-night stay as getConfirmation answers it, with
 * every amount distinct so a spec can find each one. Never in app code.
 */

export const ORDER = 'NIV1234567';
export const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';
/** The page of the token link the guest was given. */
export const PAGE = `/confirmation/${ORDER}/?t=${TOKEN}`;

export function confirmation(
  overrides: { payment?: Partial<Confirmation['payment']>; status?: string } = {},
): Confirmation {
  return {
    created_at: '2026-11-24T01:00:00Z',
    booking: {
      bid: 'bid_abcdefgh12',
      status: overrides.status ?? 'CONFIRMED',
      order_id: ORDER,
      user: { name: 'Asha Rao', contact_number: '9876543210', email: 'asha@example.in', gst_details: null },
      room: { type: 'oak', roomconfig: '2-1', rooms: 1, adults: 2, kids: 1 },
      hotel: {
        id: 1042,
        name: 'Nivaas Suites Marathahalli',
        coordinates: { lat: 12.95, lng: 77.7 },
        locality: 'Marathahalli',
        street: '12 Outer Ring Road',
        city: 'Bengaluru',
        pincode: '560037',
        property: 'hotel',
        image_url: '',
        hotel_policies: [
          {
            policy_type: 'checkin',
            title: 'Check-in and check-out',
            description: 'Check-in from 14:00, check-out by 12:00.',
            short_description: '',
            display_in_policy: true,
            display_in_need_to_know: true,
            position: 1,
          },
          {
            policy_type: 'cancellation',
            title: 'Cancellation',
            description: 'After that one night’s tariff is charged.',
            short_description: '',
            display_in_policy: true,
            display_in_need_to_know: false,
            position: 2,
          },
        ],
      },
      date: { checkin: '2026-12-03', checkout: '2026-12-05', nights: 2 },
      pay_at_hotel: false,
      pay_at_hotel_allowed: true,
      pay_at_hotel_extra_amount: 0,
      partial_payment_amount: 0,
      partial_payment_link: null,
      part_pay_amount: 1062,
      part_pay_percent: 30,
      coupon: { couponName: 'WELCOME', loginCouponApplied: true, promoDiscount: 300 },
      member_discount_applied: true,
      member_discount_available: true,
      wallet_balance: 0,
      price: {
        selected_rate_plan: {
          first_booking_coupon_applied: true,
          rate_plan: {
            code: 'EP',
            name: 'Free cancellation',
            description: 'Free cancellation till 24 hours before check-in',
            refundable: true,
            tag: 'Refundable',
          },
          price: {
            pretax_price: 4000,
            final_pretax_price: 3500,
            tax: 420,
            sell_price: 3920,
            platform_fee: 50,
            total_price_with_platform_fee: 3970,
            total_discount: 700,
            coupon_discount: 300,
            member_discount: 200,
            corporate_discount: 0,
            wallet_discount: 200,
            wallet_applied: true,
            wallet_paid_amount: 200,
            tcp_paid_amount: 0,
            paid_amount: 3720,
            balance_amount: 0,
            net_payable_amount: 3770,
          },
        },
      },
    },
    payment: {
      mode: 'pay_now',
      method: 'upi',
      payment_status: 'paid',
      paid_amount: 3720,
      pending_amount: 0,
      offer_discount: 50,
      ...overrides.payment,
    },
    hotel_contact: {
      phone: '+91 80 1234 5678',
      address: '12 Outer Ring Road, Marathahalli, Bengaluru 560037',
      map_url: 'https://www.google.com/maps/search/?api=1&query=12.95,77.7',
    },
    guest: {
      name: 'Asha Rao',
      mobile: '9876543210',
      country_code: '+91',
      email: 'asha@example.in',
      whatsapp_opt_in: true,
      gst_details: {
        organization_name: 'Rao Traders',
        organization_address: 'MG Road, Pune',
        gstin: '27AAPFU0939F1ZV',
      },
    },
    links: {
      confirmation: `/confirmation/${ORDER}/?t=${TOKEN}`,
      cancellation: '/c-hash123456/',
      web_checkin: '/web-checkin/hash123456/',
      feedback: null,
      pay_balance: null,
    },
  };
}

/** getContentsV2's customer care numbers, which the page's care section asks for. */
export const CARE = { data: { gdc_customer_care_numbers: { default: '+91 80 4719 8000' } } };

/** A booking paid at the hotel: nothing paid online, the whole ₹3,770 due at check-in. */
export const PAY_AT_HOTEL: Partial<Confirmation['payment']> = {
  mode: 'pay_at_hotel',
  method: null,
  payment_status: 'not_required',
  paid_amount: 0,
  pending_amount: 3770,
  offer_discount: 0,
};

export const payAtHotelConfirmation = (): Confirmation => confirmation({ payment: PAY_AT_HOTEL });

/** The payment page's poll answer: still pending unless told. */
export const paymentStatus = (overrides: Partial<PaymentStatusResponse> = {}): PaymentStatusResponse => ({
  order_id: ORDER,
  status: 'PENDING_PAYMENT',
  payment_status: 'pending',
  failure_reason: null,
  paid_amount: 0,
  pending_amount: 3540,
  itinerary: null,
  ...overrides,
});
