import type { Checkout, CheckoutPrice } from '@nivaas/api-client/contract';
import { payAtHotelAllowed, payAtHotelExtra } from '../../pricing/pay-at-hotel';
import type { StayPrice } from '../../pricing/price-stay';
import type { Catalogue } from '../../catalogue/catalogue-store';
import type { PricedCart } from './price-cart';
import type { Locale } from '@nivaas/i18n';
import { ratePlanIn, roomName } from '../../pricing/rate-plan-text';

export { PAY_AT_HOTEL_LIMIT } from '../../pricing/pay-at-hotel';

export interface Payments {
  paid: number;
  status: string;
  orderId: string | null;
  mode: string | null;
  partPayLink: string | null;
}
const NONE: Payments = { paid: 0, status: 'draft', orderId: null, mode: null, partPayLink: null };

export function checkoutPrice(p: StayPrice, paid: number): CheckoutPrice {
  return {
    pretax_price: p.pretax,
    final_pretax_price: p.finalPretax,
    tax: p.tax,
    sell_price: p.sellPrice,
    platform_fee: p.platformFee,
    total_price_with_platform_fee: p.total,
    // The savings on the price; points are a way of paying (wallet_discount), never counted as a saving too.
    total_discount: p.memberDiscount + p.couponDiscount + p.corporateDiscount,
    coupon_discount: p.couponDiscount,
    member_discount: p.memberDiscount,
    corporate_discount: p.corporateDiscount,
    wallet_discount: p.walletDiscount,
    wallet_applied: p.walletDiscount > 0,
    wallet_paid_amount: p.walletDiscount,
    tcp_paid_amount: 0,
    paid_amount: paid,
    balance_amount: p.netPayable - paid,
    net_payable_amount: p.netPayable,
  };
}

/** The checkout and confirmation payload (docs/rules.md 3) of a priced cart, before or after booking. */
export function checkoutView(
  catalogue: Catalogue,
  priced: PricedCart,
  user: {
    name: string;
    contact_number: string;
    email: string;
    gst: { organization_name: string; organization_address: string; gstin: string } | null;
  },
  payments: Payments = NONE,
  // The booking's stored snapshot is English (the default); a view answered to a visitor is in their locale.
  locale: Locale = 'en-IN',
): Checkout {
  const { hotel, price, stay, cart, plan } = priced;
  const summary = catalogue.summary(hotel);
  const details = catalogue.details(hotel, locale);
  return {
    bid: cart.bid,
    status: payments.status,
    order_id: payments.orderId,
    user: { name: user.name, contact_number: user.contact_number, email: user.email, gst_details: user.gst },
    room: {
      type: cart.room_type,
      name: roomName(cart.room_type, locale, catalogue.text),
      roomconfig: cart.roomconfig,
      rooms: stay.rooms.length,
      adults: stay.rooms.reduce((s, r) => s + r.adults, 0),
      kids: stay.rooms.reduce((s, r) => s + r.kids, 0),
    },
    hotel: {
      id: hotel.id,
      name: hotel.name,
      coordinates: summary.coordinates,
      locality: summary.address.locality,
      street: hotel.street,
      city: summary.address.city,
      pincode: hotel.pincode,
      property: hotel.property_type,
      image_url: summary.images[0]?.srcset[1]?.url ?? '',
      hotel_policies: details.policies,
    },
    date: { checkin: stay.checkin, checkout: stay.checkout, nights: stay.nights.length },
    pay_at_hotel: payments.mode === 'pay_at_hotel',
    pay_at_hotel_allowed: payAtHotelAllowed(plan.refundable, price.netPayable),
    pay_at_hotel_extra_amount: payAtHotelExtra(price.netPayable),
    partial_payment_amount: payments.mode === 'part_pay' ? price.partPayAmount : 0,
    partial_payment_link: payments.partPayLink,
    part_pay_amount: price.partPayAmount,
    part_pay_percent: price.partPayPercent,
    coupon: {
      couponName: cart.coupon_code,
      loginCouponApplied: !!cart.coupon_code && priced.couponDescription !== null && cart.user_id !== null,
      promoDiscount: price.couponDiscount,
    },
    member_discount_applied: price.memberDiscount > 0,
    member_discount_available: true,
    wallet_balance: priced.walletBalance,
    price: {
      selected_rate_plan: {
        rate_plan: ratePlanIn(
          {
            code: plan.code,
            name: plan.name,
            description: plan.description,
            refundable: plan.refundable,
            tag: plan.tag,
          },
          locale,
          catalogue.text,
        ),
        price: checkoutPrice(price, payments.paid),
        // Only a coupon that priced: one refused (a first booking already made) is dropped by priceCart.
        first_booking_coupon_applied: priced.firstBookingCoupon && price.couponDiscount > 0,
      },
    },
  };
}
