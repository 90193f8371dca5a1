import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerOperation, type Handler } from '../../http/register-operation';
import { bearerToken, findSessionUser } from '../../http/auth-context';
import type { Catalogue } from '../../catalogue/catalogue-store';
import { bookItinerary } from './book-itinerary';
import { viewerOf } from './booking-owner';
import { mayView } from './booking-access';
import type { BookingRow } from './booking-row';
import { confirmPayment } from './confirm-payment';
import { payBalance } from './pay-balance';
import { methodIn, offerIn, PAYMENT_METHODS, PAYMENT_OFFERS } from './payment-offers';
import { paymentStatus } from './payment-status';
import { registerSimulatedGateway } from './simulated-gateway';
import { notFound } from '../../http/api-error';
import { releaseExpiredHolds } from '../../inventory/pending-holds';
import { statusOf } from '../../observability/metrics';
import type { PaymentResponse } from '@nivaas/api-client/contract';

export function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext, catalogue: Catalogue): void {
  const { db } = ctx;

  // Every booking attempt is counted by its outcome: confirmed (pay at hotel), pending_payment, or refused.
  const counted = (attempt: Promise<PaymentResponse>) =>
    attempt.then(
      (answer) => {
        ctx.metrics.bookings.inc({ outcome: answer.status.toLowerCase() });
        return answer;
      },
      (error: unknown) => {
        const status = statusOf(error);
        ctx.metrics.bookings.inc({ outcome: status === 409 ? 'conflict' : status < 500 ? 'rejected' : 'failed' });
        throw error;
      },
    );
  // Paying all now and paying a part now differ only in how much the gateway takes.
  const payOnline =
    (mode: 'pay_now' | 'part_pay'): Handler<'payNow' | 'partPay'> =>
    async ({ params, body, headers, user, request }) =>
      counted(
        bookItinerary(ctx, catalogue, {
          mode,
          bid: params.bid,
          guest: body.guest,
          key: headers['idempotency-key'],
          userId: user?.id ?? null,
          method: body.method,
          offerId: body.offer_id,
          expected: body.expected_amount,
          locale: request.locale,
        }),
      );
  registerOperation(app, ctx, 'payNow', payOnline('pay_now'));
  registerOperation(app, ctx, 'partPay', payOnline('part_pay'));
  registerOperation(app, ctx, 'payAtHotel', async ({ params, body, headers, user, request }) =>
    counted(
      bookItinerary(ctx, catalogue, {
        mode: 'pay_at_hotel',
        bid: params.bid,
        guest: body.guest,
        key: headers['idempotency-key'],
        userId: user?.id ?? null,
        otp: body.otp,
        expected: body.expected_amount,
        locale: request.locale,
      }),
    ),
  );
  registerOperation(app, ctx, 'payBalance', async ({ params, body, headers, user, request }) =>
    payBalance(
      ctx,
      {
        orderId: params.orderId,
        token: body.t,
        viewer: viewerOf(user),
        key: headers['idempotency-key'],
        method: body.method,
        offerId: body.offer_id,
        expected: body.expected_amount,
      },
      { locale: request.locale, text: catalogue.text },
    ),
  );

  // Anyone polling may learn the status of an order id; only its token or owner learns the way back.
  registerOperation(app, ctx, 'getPaymentStatus', async ({ params, query, request }) => {
    await releaseExpiredHolds(ctx);
    const [booking] = await db.query<BookingRow>('SELECT * FROM bookings WHERE order_id = $1', [params.orderId]);
    if (!booking) throw notFound('Order not found');
    const user = await findSessionUser(db, bearerToken(request));
    return paymentStatus(booking, mayView(booking, { viewer: viewerOf(user), token: query.t }));
  });
  registerOperation(app, ctx, 'gatewayCallback', async ({ body }) =>
    confirmPayment(ctx, body.razorpay_order_id, body.razorpay_payment_id, body.razorpay_signature),
  );
  registerOperation(app, ctx, 'getPaymentMethods', async ({ request }) => ({
    data: PAYMENT_METHODS.map((m) => methodIn(m, request.locale, catalogue.text)),
  }));
  registerOperation(app, ctx, 'getPaymentOffers', async ({ request }) => ({
    data: PAYMENT_OFFERS.map((o) => offerIn(o, request.locale, catalogue.text)),
  }));
  registerSimulatedGateway(app, ctx);
}
