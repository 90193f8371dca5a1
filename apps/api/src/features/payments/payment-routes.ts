import type { FastifyInstance } from 'fastify';
import type { GuestDetails, PaymentResponse } from '@nivaas/api-client/contract';
import type { AppContext } from '../../app-context';
import { badRequest, notFound, tooManyRequests } from '../../http/api-error';
import { registerOperation } from '../../http/register-operation';
import type { Catalogue } from '../../catalogue/catalogue-store';
import { verifyOtp } from '../auth';
import { checkoutUser, checkoutView, loadCart, PAY_AT_HOTEL_LIMIT, priceCart } from '../checkout';
import { createBooking, creditPoints, findByIdempotencyKey, type BookingRow, type PaymentMode } from './create-booking';
import { createGatewayOrder } from './gateway';
import { confirmPayment, paymentStatus } from './confirm-payment';
import { registerSimulatedGateway } from './simulated-gateway';
import { releaseExpiredHolds } from '../../inventory/pending-holds';

/** Unpaid pay-at-hotel bookings a phone may hold without OTP before it is blocked (SPEC.md 4: 429 shows the blocked modal). */
const OTPLESS_LIMIT = 2;

export function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext, catalogue: Catalogue): void {
  const { db } = ctx;

  const respond = (booking: BookingRow, amountDueNow: number): PaymentResponse => ({
    order_id: booking.order_id,
    status: booking.status,
    amount_due_now: amountDueNow,
    gateway_order:
      booking.gateway_order_id && booking.status === 'PENDING_PAYMENT'
        ? {
            gateway: ctx.gateway.provider,
            key_id: ctx.gateway.keyId,
            gateway_order_id: booking.gateway_order_id,
            amount: amountDueNow,
            currency: 'INR',
            checkout_url: `/api/v1/payments/gateway/checkout/${booking.gateway_order_id}/`,
          }
        : null,
    booking: { ...booking.price, status: booking.status, order_id: booking.order_id },
  });
  const dueNow = (b: BookingRow) =>
    b.payment_mode === 'pay_at_hotel'
      ? 0
      : b.payment_mode === 'part_pay'
        ? b.price.part_pay_amount
        : b.price.price.selected_rate_plan.price.net_payable_amount;

  const book = async (
    mode: PaymentMode,
    bid: string,
    guest: GuestDetails,
    key: string,
    userId: number | null,
    otp?: string,
  ): Promise<PaymentResponse> => {
    // A retry with the same key returns the first result, whatever happened since (an expired hold shows as EXPIRED).
    await releaseExpiredHolds(ctx);
    const previous = await findByIdempotencyKey(db, key);
    if (previous) {
      if (previous.bid !== bid) throw badRequest('Idempotency-Key already used for another itinerary');
      return respond(previous, dueNow(previous));
    }
    const cart = await loadCart(db, bid, userId);
    const priced = await priceCart(ctx, catalogue, cart, userId);
    const net = priced.price.netPayable;
    if (mode === 'pay_at_hotel') {
      if (!priced.plan.refundable)
        throw badRequest('Pay at hotel is not available for this rate plan', [
          `${priced.plan.name} is prepaid: pay now or choose a refundable plan to pay at the hotel`,
        ]);
      if (net > PAY_AT_HOTEL_LIMIT)
        throw badRequest('Pay at hotel is not available for this amount', [
          `Pay at hotel is limited to ₹${PAY_AT_HOTEL_LIMIT}`,
        ]);
      if (otp) await verifyOtp(db, ctx.otpPepper, guest.mobile, otp);
      else if (!userId) {
        const [open] = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM bookings WHERE guest->>'mobile' = $1 AND payment_mode = 'pay_at_hotel' AND status = 'CONFIRMED' AND checkout >= $2`,
          [guest.mobile, priced.stay.checkin],
        );
        if ((open?.n ?? 0) >= OTPLESS_LIMIT)
          throw tooManyRequests('Too many requests: verify your phone with an OTP to pay at hotel');
      }
    }
    const amount = mode === 'part_pay' ? priced.price.partPayAmount : net;
    const status = mode === 'pay_at_hotel' ? 'CONFIRMED' : 'PENDING_PAYMENT';
    const view = checkoutView(
      catalogue,
      priced,
      { ...(await checkoutUser(db, userId)), name: guest.name, contact_number: guest.mobile, email: guest.email ?? '' },
      {
        paid: 0,
        status,
        orderId: null,
        mode,
        partPayLink: null,
      },
    );
    const gateway = mode === 'pay_at_hotel' ? null : await createGatewayOrder(ctx, bid, amount);
    const booking = await createBooking(ctx, priced, {
      mode,
      guest,
      idempotencyKey: key,
      userId,
      status,
      view,
      gatewayOrderId: gateway?.gateway_order_id ?? null,
    });
    if (booking.status === 'CONFIRMED' && booking.idempotency_key === key && mode === 'pay_at_hotel')
      await creditPoints(db, booking);
    return respond(booking, dueNow(booking));
  };

  registerOperation(app, ctx, 'payNow', async ({ params, body, headers, user }) =>
    book('pay_now', params.bid, body.guest, headers['idempotency-key'], user?.id ?? null),
  );
  registerOperation(app, ctx, 'partPay', async ({ params, body, headers, user }) =>
    book('part_pay', params.bid, body.guest, headers['idempotency-key'], user?.id ?? null),
  );
  registerOperation(app, ctx, 'payAtHotel', async ({ params, body, headers, user }) =>
    book('pay_at_hotel', params.bid, body.guest, headers['idempotency-key'], user?.id ?? null, body.otp),
  );

  registerOperation(app, ctx, 'getPaymentStatus', async ({ params }) => {
    await releaseExpiredHolds(ctx);
    const [booking] = await db.query<BookingRow>('SELECT * FROM bookings WHERE order_id = $1', [params.orderId]);
    if (!booking) throw notFound('Order not found');
    return paymentStatus(booking);
  });
  registerOperation(app, ctx, 'gatewayCallback', async ({ body }) =>
    confirmPayment(ctx, body.razorpay_order_id, body.razorpay_payment_id, body.razorpay_signature),
  );
  registerOperation(app, ctx, 'getPaymentMethods', async () => ({
    data: [
      { code: 'upi', name: 'UPI', enabled: true, part_pay: true, pay_at_hotel: false },
      { code: 'card', name: 'Credit / Debit card', enabled: true, part_pay: true, pay_at_hotel: false },
      { code: 'netbanking', name: 'Net banking', enabled: true, part_pay: true, pay_at_hotel: false },
      { code: 'wallet', name: 'Wallets', enabled: true, part_pay: false, pay_at_hotel: false },
      { code: 'pay_at_hotel', name: 'Pay at hotel', enabled: true, part_pay: false, pay_at_hotel: true },
    ],
  }));
  registerOperation(app, ctx, 'getPaymentOffers', async () => ({
    data: [
      {
        id: 'upi-50',
        title: 'Flat ₹50 off with UPI',
        description: 'On bookings above ₹1,500',
        method: 'upi',
        discount_percent: 0,
        max_discount: 50,
      },
      {
        id: 'card-10',
        title: '10% off with cards',
        description: 'Up to ₹300 on credit cards',
        method: 'card',
        discount_percent: 10,
        max_discount: 300,
      },
    ],
  }));
  registerSimulatedGateway(app, ctx);
}
