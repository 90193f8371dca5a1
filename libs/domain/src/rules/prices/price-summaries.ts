import {
  amountToPayLines,
  stayPriceLines,
  type MoneySummary,
  type PayLineKind,
  type StayLineKind,
} from './money-lines';

/**
 * A price summary of one screen: the stay's lines and total, then what comes off it before paying. `addsUp`
 * says the totals are the API's own (the total charged is always the API's figure; a test over generated
 * carts proves the lines explain it).
 */
export interface PriceSummary {
  readonly stay: MoneySummary<StayLineKind>;
  readonly toPay: MoneySummary<PayLineKind>;
  readonly addsUp: boolean;
}

/** The checkout's and the confirmation's price (Checkout.price.selected_rate_plan.price), by its field names. */
export interface CheckoutPriceAmounts {
  readonly pretax_price: number;
  readonly member_discount: number;
  readonly coupon_discount: number;
  /** Absent in price snapshots from before corporate rates: 0. */
  readonly corporate_discount?: number;
  readonly tax: number;
  readonly platform_fee: number;
  readonly total_price_with_platform_fee: number;
  readonly wallet_discount: number;
  readonly net_payable_amount: number;
}

/** A rate plan's price for the stay (the room prices call), by its field names. */
export interface RatePlanAmounts {
  readonly pretaxPrice: number;
  readonly memberDiscount: number;
  readonly couponDiscount: number;
  /** A corporate user's rate on this plan (the hotel page's corporate price), when there is one. */
  readonly corporateDiscount?: number;
  readonly tax: number;
  readonly platformFee?: number | null;
  readonly sellingPrice: number;
}

/** A booking history item's payment detail (docs/rules.md 3), by its field names. */
export interface BookingPaymentAmounts {
  /** Room tariff before savings and tax. */
  readonly room_price: number;
  readonly member_discount: number;
  readonly voucher_amount: number;
  readonly corporate_discount: number;
  readonly tax: number;
  readonly platform_fee: number;
  readonly total_amount_with_platform_fee: number;
  readonly wallet_deduction: number;
  readonly offer_discount: number;
  /** What was and is to be paid in money: the total less points and the payment offer. */
  readonly amount_payable: number;
}

/** The itinerary's and the confirmation's summary: a payment offer chosen (or taken) comes off the total too. */
export function checkoutPriceSummary(price: CheckoutPriceAmounts, offerDiscount = 0): PriceSummary {
  const stay = stayPriceLines({
    roomCharges: price.pretax_price,
    memberDiscount: price.member_discount,
    couponDiscount: price.coupon_discount,
    corporateDiscount: price.corporate_discount ?? 0,
    tax: price.tax,
    platformFee: price.platform_fee,
  });
  const toPay = amountToPayLines({ stayTotal: stay.total, points: price.wallet_discount, offer: offerDiscount });
  return {
    stay,
    toPay,
    addsUp:
      stay.total === price.total_price_with_platform_fee &&
      toPay.total === Math.max(0, price.net_payable_amount - Math.max(0, Math.round(offerDiscount))),
  };
}

/** The hotel page's price breakup of a rate plan: no points or offer yet, so what is paid is its total. */
export function ratePlanPriceSummary(plan: RatePlanAmounts): PriceSummary {
  const stay = stayPriceLines({
    roomCharges: plan.pretaxPrice,
    memberDiscount: plan.memberDiscount,
    couponDiscount: plan.couponDiscount,
    corporateDiscount: plan.corporateDiscount ?? 0,
    tax: plan.tax,
    platformFee: plan.platformFee ?? 0,
  });
  const toPay = amountToPayLines({ stayTotal: stay.total, points: 0, offer: 0 });
  return { stay, toPay, addsUp: stay.total === plan.sellingPrice };
}

/** The booking detail's summary and its offline copy. */
export function bookingPriceSummary(detail: BookingPaymentAmounts): PriceSummary {
  const stay = stayPriceLines({
    roomCharges: detail.room_price,
    memberDiscount: detail.member_discount,
    couponDiscount: detail.voucher_amount,
    corporateDiscount: detail.corporate_discount,
    tax: detail.tax,
    platformFee: detail.platform_fee,
  });
  const toPay = amountToPayLines({
    stayTotal: stay.total,
    points: detail.wallet_deduction,
    offer: detail.offer_discount,
  });
  return {
    stay,
    toPay,
    addsUp: stay.total === detail.total_amount_with_platform_fee && toPay.total === detail.amount_payable,
  };
}
