import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../app-context';
import type { BookingRow } from './create-booking';
import { ApiError } from '../../http/api-error';
import { confirmPayment } from './confirm-payment';
import { signPayment } from './gateway';
import { findAttempt } from './payment-attempts';

/**
 * The local stand-in for Razorpay's checkout: a page with a Pay button that signs the payment as
 * Razorpay would and hands it to our callback, then returns to the site's /payment-process/ page.
 * Not registered with a real gateway provider.
 */
export function registerSimulatedGateway(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.gateway.provider !== 'simulated') return;
  const param = Type.Object({ gatewayOrderId: Type.String({ pattern: '^order_[0-9a-f]{20}$' }) });
  // The page's form posts no fields; accept the browser's urlencoded content type without parsing.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, {}),
  );
  const find = async (id: string) => {
    const attempt = await findAttempt(ctx.db, id);
    if (!attempt) return undefined;
    const [booking] = await ctx.db.query<BookingRow>('SELECT * FROM bookings WHERE order_id = $1', [attempt.order_id]);
    return booking ? { ...booking, attempt } : undefined;
  };

  app.get(
    '/api/v1/payments/gateway/checkout/:gatewayOrderId/',
    { schema: { tags: ['payments'], summary: 'Simulated gateway checkout page (HTML)', params: param } },
    async (request, reply) => {
      const booking = await find((request.params as { gatewayOrderId: string }).gatewayOrderId);
      if (!booking) return reply.status(404).send({ error: 'Order not found', errors: ['Order not found'] });
      const amount = booking.attempt.amount;
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Simulated payment</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:1rem"><h1>Simulated payment</h1><p>Order ${booking.order_id}</p><p>Amount: ₹${amount}</p>
<form method="post" action="/api/v1/payments/gateway/simulate/${booking.attempt.gateway_order_id}/"><button type="submit" style="font-size:1.2rem;padding:.8rem 2rem">Pay ₹${amount}</button></form></body></html>`;
      return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );

  app.post(
    '/api/v1/payments/gateway/simulate/:gatewayOrderId/',
    { schema: { tags: ['payments'], summary: 'Simulated gateway: pay and redirect', params: param } },
    async (request, reply) => {
      const id = (request.params as { gatewayOrderId: string }).gatewayOrderId;
      const booking = await find(id);
      if (!booking) return reply.status(404).send({ error: 'Order not found', errors: ['Order not found'] });
      const paymentId = booking.attempt.payment_id ?? `pay_${randomBytes(7).toString('hex')}`;
      try {
        await confirmPayment(ctx, id, paymentId, signPayment(ctx.gateway.keySecret, id, paymentId));
      } catch (error) {
        // A hold that lapsed is refused (409); the site's payment page polls the status and shows EXPIRED.
        if (!(error instanceof ApiError && error.statusCode === 409)) throw error;
      }
      return reply.redirect(`/payment-process/${booking.order_id}/`, 303);
    },
  );
}
