import fc from 'fast-check';
import { seededCoupons } from '../../testing/seeded-catalogue';
import type { Checkout } from '@nivaas/api-client/contract';
import {
  bookingPriceSummary,
  checkoutPriceSummary,
  priceBreakup,
  ratePlanPriceSummary,
  realSaving,
} from '@nivaas/domain/prices';
import { checkoutPrice } from '../checkout';
import { bookingCheckout, paymentStatus, type BookingRow, type PaymentMode } from '../payments';
import type { Coupon } from '../../pricing/coupons';
import { priceStay } from '../../pricing/price-stay';
import { DEFAULT_PRICING } from '../../pricing/pricing-config';
import { ratePlanPrice, type QuoteInput } from '../../pricing/quote-hotel';
import { paymentDetail } from './booking-view';

const coupons = seededCoupons();

/** A cart as a guest builds it: nights and rooms, member or not, a coupon, points, a fee, how they pay. */
const cart = fc.record({
  tariffs: fc.array(fc.integer({ min: 300, max: 20_000 }), { minLength: 1, maxLength: 15 }),
  rooms: fc.integer({ min: 1, max: 6 }),
  member: fc.boolean(),
  corporate: fc.boolean(),
  coupon: fc.option(fc.constantFrom(...coupons), { nil: null }),
  wallet: fc.integer({ min: 0, max: 5000 }),
  platformFee: fc.constantFrom(0, 0, 49, 99),
  mode: fc.constantFrom<PaymentMode>('pay_now', 'part_pay', 'pay_at_hotel'),
  offer: fc.integer({ min: 0, max: 150 }),
});

/**
 * A confirmed booking of the cart as the API stores it (only the fields the views read): the gateway took the
 * amount due now less the payment offer (nothing at the hotel).
 */
function bookingOf(c: ReturnType<typeof priceOf>, mode: PaymentMode, offerAsked: number): BookingRow {
  const { price, checkout } = c;
  const dueNow = mode === 'pay_at_hotel' ? 0 : mode === 'part_pay' ? price.partPayAmount : price.netPayable;
  const offer = Math.min(offerAsked, dueNow);
  const paid = dueNow - offer;
  return {
    order_id: 'NVTEST',
    status: 'CONFIRMED',
    payment_mode: mode,
    price: {
      ...checkout,
      price: { selected_rate_plan: { ...checkout.price.selected_rate_plan, price: checkoutPrice(price, paid) } },
    },
    part_pay_amount: price.partPayAmount,
    paid_amount: paid,
    offer_discount: offer,
    gateway_payment_id: mode === 'pay_at_hotel' ? null : 'pay_1',
    coupon_code: null,
    rate_plan: 'EP',
    guest: { name: 'Asha Rao', mobile: '9000000001', email: null },
    access_token: 'token',
    cancel_hash: 'hash',
    checkin_hash: 'hash',
    feedback_id: 'feedback',
    checkout: '2099-01-01',
  } as unknown as BookingRow;
}

function priceOf(c: {
  tariffs: number[];
  rooms: number;
  member: boolean;
  corporate: boolean;
  coupon: Coupon | null;
  wallet: number;
  platformFee: number;
}) {
  const config = { ...DEFAULT_PRICING, platformFee: c.platformFee };
  const price = priceStay(
    {
      tariffs: c.tariffs,
      rooms: c.rooms,
      member: c.member,
      corporate: c.corporate,
      coupon: c.coupon,
      applyWallet: true,
      walletBalance: c.wallet,
    },
    config,
  );
  const checkout = {
    part_pay_amount: price.partPayAmount,
    price: {
      selected_rate_plan: {
        rate_plan: { code: 'EP', name: 'Free cancellation', description: '', refundable: true, tag: 'Refundable' },
        price: checkoutPrice(price, 0),
      },
    },
  } as unknown as Checkout;
  const nights = c.tariffs.map((_, i) => `2026-12-${String(i + 1).padStart(2, '0')}`);
  const plan = ratePlanPrice(
    { code: 'EP', tariffs: c.tariffs },
    {
      stay: { nights, rooms: Array.from({ length: c.rooms }, () => ({ adults: 1, kids: 0 })) },
      member: c.member,
      walletBalance: c.wallet,
      config,
    } as unknown as QuoteInput,
    c.coupon,
    false,
  );
  return { price, checkout, plan };
}

describe('every price summary adds up: lines whose sum is the total, each saving once', () => {
  it('property: the hotel page (rate plan and breakup), itinerary, confirmation and booking detail, for any cart', () => {
    fc.assert(
      fc.property(cart, (c) => {
        const priced = priceOf(c);
        const { price, plan } = priced;
        // Hotel page: the rate plan's lines and its breakup explain its selling price; a struck price only for a saving.
        expect(ratePlanPriceSummary(plan).addsUp).toBe(true);
        expect(priceBreakup(plan, c.rooms).addsUp).toBe(true);
        expect(realSaving(plan) !== null).toBe(plan.memberDiscount + plan.couponDiscount > 0);
        // Itinerary: the stay's lines make the total with taxes and fees; points and the offer make the amount charged.
        const itinerary = checkoutPriceSummary(priced.checkout.price.selected_rate_plan.price, 0);
        expect(itinerary.addsUp).toBe(true);
        expect(itinerary.stay.total).toBe(price.total);
        expect(itinerary.toPay.total).toBe(price.netPayable);
        // Confirmation and booking detail of the booking it becomes, paid by its mode with a payment offer.
        const booking = bookingOf(priced, c.mode, c.offer);
        const status = paymentStatus(booking);
        const confirmation = checkoutPriceSummary(
          bookingCheckout(booking).price.selected_rate_plan.price,
          booking.offer_discount,
        );
        expect(confirmation.addsUp).toBe(true);
        expect(confirmation.toPay.total).toBe(booking.paid_amount + status.pending_amount);
        const detail = paymentDetail(booking);
        const history = bookingPriceSummary({ ...detail, amount_payable: detail.paid_amount + detail.pending_amount });
        expect(history.addsUp).toBe(true);
        expect(detail.discount).toBe(detail.member_discount + detail.voucher_amount + detail.corporate_discount);
        // A corporate rate replaces the member discount and coupons: never two of them at once.
        if (price.corporateDiscount > 0) expect(price.memberDiscount + price.couponDiscount).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});
