import type {
  ItineraryCouponsResponse,
  Checkout,
  CheckoutPrice,
  HotelDetails,
  RatePlanPrice,
  RoomPricesResponse,
  RoomTypePrice,
} from '@nivaas/api-client/contract';
import { createFakeApiClient, type FakeApiClient, type FakeHandlers } from '@nivaas/api-client/testing';

/** Test fixtures of the checkout remote's specs: an itinerary whose amounts add up like the API's. Never in app code. */

export const BID = 'NV12AB34CD';

export interface PriceInput {
  readonly pretax?: number;
  readonly member?: number;
  readonly coupon?: number;
  readonly wallet?: number;
  readonly platformFee?: number;
}

/** pretax − member − coupon = final pretax; + 12 % tax = sell price; + fee = total; − wallet = net payable. */
export function checkoutPrice(input: PriceInput = {}): CheckoutPrice {
  const pretax = input.pretax ?? 4000;
  const member = input.member ?? 0;
  const coupon = input.coupon ?? 0;
  const wallet = input.wallet ?? 0;
  const fee = input.platformFee ?? 49;
  const finalPretax = pretax - member - coupon;
  const tax = Math.round(finalPretax * 0.12);
  const sell = finalPretax + tax;
  const total = sell + fee;
  return {
    pretax_price: pretax,
    final_pretax_price: finalPretax,
    tax,
    sell_price: sell,
    platform_fee: fee,
    total_price_with_platform_fee: total,
    total_discount: member + coupon,
    coupon_discount: coupon,
    member_discount: member,
    corporate_discount: 0,
    wallet_discount: wallet,
    wallet_applied: wallet > 0,
    wallet_paid_amount: 0,
    tcp_paid_amount: 0,
    paid_amount: 0,
    balance_amount: total - wallet,
    net_payable_amount: total - wallet,
  };
}

export function checkout(over: Partial<Checkout> = {}, price: PriceInput = {}): Checkout {
  const amounts = checkoutPrice(price);
  return {
    bid: BID,
    status: 'open',
    order_id: null,
    user: { name: '', contact_number: '', email: '', gst_details: null },
    room: { type: 'oak', roomconfig: '2-0', rooms: 1, adults: 2, kids: 0 },
    hotel: {
      id: 1042,
      name: 'Nivaas Koramangala Residency',
      coordinates: { lat: 12.9352, lng: 77.6245 },
      locality: 'Koramangala',
      street: '12, 80 Feet Road',
      city: 'Bengaluru',
      pincode: '560034',
      property: 'hotel',
      image_url: '/api/images/hotels/1042/1-640.jpg',
      hotel_policies: [],
    },
    date: { checkin: '2026-12-03', checkout: '2026-12-05', nights: 2 },
    pay_at_hotel: false,
    pay_at_hotel_allowed: true,
    pay_at_hotel_extra_amount: 0,
    partial_payment_amount: 0,
    partial_payment_link: null,
    part_pay_amount: Math.round(amounts.net_payable_amount * 0.3),
    part_pay_percent: 30,
    coupon: { couponName: null, loginCouponApplied: false, promoDiscount: amounts.coupon_discount },
    member_discount_applied: amounts.member_discount > 0,
    member_discount_available: true,
    wallet_balance: 0,
    price: {
      selected_rate_plan: {
        first_booking_coupon_applied: false,
        rate_plan: {
          code: 'EP',
          name: 'Free cancellation',
          description: 'Free cancellation till 24 hours before check-in',
          refundable: true,
          tag: 'Refundable',
        },
        price: amounts,
      },
    },
    ...over,
  };
}

export function ratePlan(code: string, sellingPrice: number): RatePlanPrice {
  const refundable = code === 'EP';
  return {
    code,
    name: refundable ? 'Free cancellation' : 'Non-refundable',
    tag: refundable ? 'Refundable' : 'Lower price',
    type: refundable ? 'refundable' : 'non-refundable',
    description: refundable ? 'Free cancellation till 24 hours before check-in' : 'No refund on cancellation',
    basePrice: sellingPrice - 200,
    platformFee: 49,
    sellingPrice,
    strikedPrice: sellingPrice,
    tax: 151,
    discountAmount: 0,
    discountPercentage: 0,
    partPayAmount: Math.round(sellingPrice * 0.3),
    partPayPercent: 30,
    walletDiscountedPrice: sellingPrice,
    prepaidDiscountedPrice: sellingPrice,
    isSoldOut: false,
    pretaxPrice: sellingPrice - 200,
    memberDiscount: 0,
    couponDiscount: code === 'EP' ? 300 : 0,
    nightlyTariffs: [],
    payAtHotelPrice: refundable ? sellingPrice : null,
    memberPrice: sellingPrice - 100,
    specialRate: null,
  };
}

export function roomTypePrice(type: string, plans: RatePlanPrice[], over: Partial<RoomTypePrice> = {}): RoomTypePrice {
  return {
    room_type: type,
    available: 4,
    coupon_code: 'NIVAAS10',
    member_discount: 100,
    rate_plans: plans,
    fits_guests: true,
    member_discount_applied: false,
    coupon_discount: 300,
    coupon_description: '10% off up to ₹500',
    ...over,
  };
}

/** The itinerary's coupon list for a guest: one to apply, one for members. */
export function itineraryCoupons(): ItineraryCouponsResponse {
  return {
    coupons: [
      { code: 'NIVAAS10', description: '10% off up to ₹500', status: 'available', saving: 400, min_amount: 800 },
      {
        code: 'WELCOME',
        description: 'First booking: 25% off up to ₹1,000',
        status: 'login_required',
        saving: 0,
        min_amount: 0,
      },
    ],
  };
}

export function roomPrices(): RoomPricesResponse {
  return {
    hotel_id: 1042,
    checkin: '2026-12-03',
    checkout: '2026-12-05',
    nights: 2,
    rooms: 1,
    room_types: [
      roomTypePrice('acacia', [ratePlan('EP', 3900), ratePlan('NRF', 3500)]),
      roomTypePrice('oak', [ratePlan('EP', 4529), ratePlan('NRF', 4100)]),
      roomTypePrice('maple', [ratePlan('EP', 5600)], { available: 0 }),
    ],
  };
}

/** Hotel 1042 as getHotelDetails answers, with only what checkout reads filled in with care. */
export function hotelDetails(): HotelDetails {
  const names: Record<string, string> = { acacia: 'Acacia (Standard)', oak: 'Oak (Deluxe)', maple: 'Maple (Premium)' };
  const types = Object.keys(names);
  return {
    id: 1042,
    name: 'Nivaas Koramangala Residency',
    slug: 'nivaas-koramangala-residency',
    address: {
      city: 'Bengaluru',
      city_slug: 'bengaluru',
      locality: 'Koramangala',
      locality_slug: 'koramangala',
      street: '12, 80 Feet Road',
      pincode: '560034',
      state: 'Karnataka',
      country: 'India',
      landmarks: [],
    },
    coordinates: { lat: 12.9352, lng: 77.6245 },
    rank: 1,
    promoted: false,
    steal_deal: false,
    hygiene_shield: true,
    property_type: 'hotel',
    brand: { code: 'trend', name: 'Nivaas Trend', display_name: 'Trend', status: 'active', class: 'standard' },
    amenities: [],
    popular_collections: [],
    categories: [],
    available_bed_types: [],
    distance: null,
    images: [],
    rating_summary: { rating: 4.3, count: 1200 },
    ta_review: { ta_enabled: true, rating: 4.3, count: 1200 },
    is_active: true,
    summary: '',
    room_amenities: [],
    other_amenities: [],
    policies: [],
    available_room_types: types,
    modified_available_room_types: types,
    room_types: {
      byId: Object.fromEntries(
        types.map((t) => [
          `1042|${t}`,
          {
            id: `1042|${t}`,
            type: t,
            name: names[t] ?? t,
            description: '',
            facilities: [],
            max_adults: 3,
            max_children: 2,
            max_guests: 5,
            occupancy: 2,
            size: '',
            bed: 'Queen',
            room_count: 6,
          },
        ]),
      ),
      ids: types.map((t) => `1042|${t}`),
    },
    video_details: null,
  };
}

/** A fake API answering the itinerary's calls: create and get give the itinerary, prices and hotel answer. */
export function fakeCheckoutApi(handlers: FakeHandlers = {}): FakeApiClient {
  return createFakeApiClient({
    createItinerary: checkout(),
    getItinerary: checkout(),
    getHotelDetails: hotelDetails(),
    getRoomPrices: roomPrices(),
    getItineraryCoupons: itineraryCoupons(),
    // The payment section's first reads (its own spec covers them).
    getPaymentMethods: { data: [{ code: 'upi', name: 'UPI', enabled: true, part_pay: true, pay_at_hotel: false }] },
    getPaymentOffers: { data: [] },
    getContentsV1: { data: {} } as never,
    ...handlers,
  });
}
