import type { BookingHistoryItem, BookingHistoryResponse } from '@nivaas/api-client/contract';
import { TOKEN_KEY, USER_KEY } from '@nivaas/state';
import { createTestPlatform, type TestPlatform } from '@nivaas/state/testing';

/** Test fixtures of the booking screens' specs: booking history items as the API answers them. Never in app code. */

export interface BookingOverrides extends Partial<
  Omit<BookingHistoryItem, 'payment_detail' | 'links' | 'hotel_detail'>
> {
  readonly payment_detail?: Partial<BookingHistoryItem['payment_detail']>;
  readonly links?: Partial<BookingHistoryItem['links']>;
  readonly hotel_detail?: Partial<BookingHistoryItem['hotel_detail']>;
}

/** A confirmed, fully paid two-night stay; every amount distinct so a spec can find each one. */
export function bookingItem(over: BookingOverrides = {}): BookingHistoryItem {
  const orderId = over.order_id ?? 'NIV1000001';
  const { payment_detail, links, hotel_detail, ...rest } = over;
  return {
    order_id: orderId,
    status: 'CONFIRMED',
    status_display_text: 'Confirmed',
    // Adds up as the API's does: 4000 - 201 - 301 + 175 = 3673 (total); + 49 = 3722; - 199 points = 3523 paid.
    payment_detail: {
      paid_amount: 3523,
      room_price: 4000,
      tax: 175,
      total: 3673,
      platform_fee: 49,
      member_discount: 201,
      wallet_deduction: 199,
      voucher_amount: 301,
      corporate_discount: 0,
      total_amount_with_platform_fee: 3722,
      pending_amount: 0,
      external_pg_share: 3523,
      coupon_code: 'WELCOME',
      discount: 502,
      offer_discount: 0,
      ...payment_detail,
    },
    partial_payment_amount: 0,
    partial_payment_link: null,
    paid_at_hotel: false,
    tcp_deduction: 0,
    hotel_detail: {
      hotel_id: 1042,
      city: 'Bengaluru',
      address: '12 Outer Ring Road, Marathahalli',
      locality: 'Marathahalli',
      state: 'Karnataka',
      showcased_image_url: '/api/images/hotels/1042/1-640.jpg',
      contact_number: '+91 80 1234 5678',
      latitude: 12.9569,
      longitude: 77.7011,
      property: { type: 'service_apartment' },
      ...hotel_detail,
    },
    hotel_name: 'Nivaas Suites Marathahalli',
    checkin_date: '2026-12-03',
    checkout_date: '2026-12-05',
    total_number_of_nights: 2,
    room_config: { no_of_adults: 2, no_of_childs: 1, room_count: 1, room_type: 'oak', name: 'Oak' },
    rate_plan: 'EP',
    rate_plan_meta: {
      name: 'Free cancellation',
      tag: 'Refundable',
      refundable: true,
      description: 'Free cancellation till 24 hours before check-in',
    },
    user_detail: { contact_number: '9876543210', name: 'Asha Rao', email: 'asha@example.in' },
    cancel_hash: 'cancelhash_abcdefghijklmnop',
    booking_channel: 'MSITE',
    created_at: '2026-11-24T06:30:00.000Z',
    feedback_id: 'fb_abcdefghijklmnopqrstuv',
    web_checkin_hash: 'wc_abcdefghijklmnopqrstuv',
    links: {
      confirmation: `/confirmation/${orderId}/?t=tok_abcdefghijklmnopqrstuvwxyz`,
      cancellation: '/c-cancelhash_abcdefghijklmnop/',
      web_checkin: '/web-checkin/wc_abcdefghijklmnopqrstuv/',
      feedback: '/feedback/fb_abcdefghijklmnopqrstuv/',
      pay_balance: null,
      ...links,
    },
    ...rest,
  };
}

/** A past stay (checked out, no actions but feedback). */
export function pastBooking(over: BookingOverrides = {}): BookingHistoryItem {
  return bookingItem({
    order_id: 'NIV0900001',
    status: 'CONFIRMED',
    status_display_text: 'Completed',
    hotel_name: 'Nivaas Inn Indiranagar',
    checkin_date: '2026-06-10',
    checkout_date: '2026-06-11',
    total_number_of_nights: 1,
    ...over,
    links: { cancellation: null, web_checkin: null, pay_balance: null, ...over.links },
  });
}

export interface HistoryPage {
  readonly upcoming?: readonly BookingHistoryItem[];
  readonly previous?: readonly BookingHistoryItem[];
  readonly totals?: Partial<BookingHistoryResponse['totals']>;
  readonly page?: number;
  readonly limit?: number;
}

/** One page of getBookingHistory; the totals default to the lists given. */
export function historyResponse({ upcoming = [], previous = [], totals, page = 1, limit = 10 }: HistoryPage = {}) {
  const all = {
    upcoming: totals?.upcoming ?? upcoming.length,
    previous: totals?.previous ?? previous.length,
  };
  return {
    context: { upcoming: [...upcoming], previous: [...previous] },
    page,
    limit,
    total: all.upcoming + all.previous,
    totals: all,
  } satisfies BookingHistoryResponse;
}

/** The booking screens' member (user 3), signed in: token and stored user, as the browser keeps them. */
export function signedInMember(): TestPlatform {
  const member = {
    email: 'asha@example.in',
    mobile: '9000000003',
    firstName: 'Asha',
    lastName: 'Rao',
    name: 'Asha Rao',
    userId: '3',
  };
  return createTestPlatform({ storage: { [TOKEN_KEY]: 'tok_member', [USER_KEY]: JSON.stringify(member) } });
}
