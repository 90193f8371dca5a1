import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { ErrorBody, PaymentMethodCode, strictInput } from '@nivaas/api-client/contract';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import type { BookingRow } from './booking-row';
import { confirmPayment, failPayment } from './confirm-payment';
import { signPayment } from './gateway';
import { findAttempt, type PaymentAttempt } from './payment-attempts';
import { GATEWAY_PAGE_HEADERS, gatewayDescription, renderGatewayPage } from './simulated-gateway-page';
import { checkPaymentFields, isMethod, type FormFields } from './simulated-payment-form';

const FORM_BODY_LIMIT = 16 * 1024;
const field = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/**
 * What the gateway page's form posts: the action button, the method tab and that method's fields.
 * Limits are loose on purpose: a mistyped card or UPI ID comes back on the page with its own message
 * (checkPaymentFields), while junk (unknown fields, kilobytes of text) is a 400 before anything runs.
 */
const PaymentForm = strictInput(
  Type.Object({
    action: Type.Optional(Type.Union([Type.Literal('pay'), Type.Literal('decline'), Type.Literal('cancel')])),
    method: Type.Optional(PaymentMethodCode),
    vpa: field(330),
    card_number: field(40),
    expiry: field(20),
    cvv: field(20),
    card_name: field(100),
    bank: field(60),
    wallet: field(60),
  }),
);

/**
 * The local stand-in for Razorpay's checkout: a page per gateway order (method tabs, the method's
 * fields, Pay / decline / cancel). Pay checks the fields on the server (a bad card re-renders the page
 * with its errors, 400, nothing paid), signs the payment as Razorpay would and hands it to our callback;
 * decline and cancel record why on the attempt. Each ends with a 303 to the site's /payment-process/
 * page with the booking's token. Not registered with a real gateway provider.
 */
export function registerSimulatedGateway(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.gateway.provider !== 'simulated') return;
  const param = strictInput(Type.Object({ gatewayOrderId: Type.String({ pattern: '^order_[0-9a-f]{20}$' }) }));
  const find = async (id: string) => {
    const attempt = await findAttempt(ctx.db, id);
    if (!attempt) return null;
    const [booking] = await ctx.db.query<BookingRow>('SELECT * FROM bookings WHERE order_id = $1', [attempt.order_id]);
    return booking ? { booking, attempt } : null;
  };
  const describe = ({ booking, attempt }: { booking: BookingRow; attempt: PaymentAttempt }) => {
    const price = booking.price.price.selected_rate_plan.price;
    return gatewayDescription({
      hotel: booking.price.hotel.name,
      nights: booking.price.date.nights,
      rooms: booking.price.room.rooms,
      total: price.total_price_with_platform_fee,
      points: price.wallet_discount,
      offer: attempt.offer_discount,
      purpose:
        attempt.purpose === 'balance'
          ? 'balance'
          : attempt.amount + attempt.offer_discount === booking.price.part_pay_amount &&
              booking.payment_mode === 'part_pay'
            ? 'part_pay'
            : 'pay_now',
    });
  };
  const processPath = (b: BookingRow) =>
    `/payment-process/${encodeURIComponent(b.order_id)}/?t=${encodeURIComponent(b.access_token)}`;

  // Encapsulated: the form parser (URLSearchParams) applies to these routes only; a form body to any
  // other route is 415. The form is a few short fields: 16 KB is plenty.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get(
      '/api/v1/payments/gateway/checkout/:gatewayOrderId/',
      {
        schema: {
          tags: ['payments'],
          summary: 'Simulated gateway checkout page (HTML)',
          params: param,
          querystring: strictInput(Type.Object({ method: Type.Optional(PaymentMethodCode) })),
          response: { '4xx': ErrorBody },
        },
      },
      async (request, reply) => {
        const id = (request.params as { gatewayOrderId: string }).gatewayOrderId;
        const found = await find(id);
        if (!found) return reply.status(404).send({ error: 'Order not found', errors: ['Order not found'] });
        const asked = (request.query as { method?: string }).method;
        const stored = found.attempt.method ?? undefined;
        const page = renderGatewayPage({
          gatewayOrderId: id,
          orderId: found.booking.order_id,
          amount: found.attempt.amount,
          description: describe(found),
          method: isMethod(asked) ? asked : isMethod(stored) ? stored : 'upi',
          open: found.attempt.status === 'created',
          returnUrl: processPath(found.booking),
        });
        return send(reply, 200, page);
      },
    );

    scope.post(
      '/api/v1/payments/gateway/simulate/:gatewayOrderId/',
      {
        schema: {
          tags: ['payments'],
          summary: 'Simulated gateway: pay, decline or cancel, then redirect',
          params: param,
          body: PaymentForm,
        },
      },
      async (request, reply) => {
        const id = (request.params as { gatewayOrderId: string }).gatewayOrderId;
        const found = await find(id);
        if (!found) return reply.status(404).send({ error: 'Order not found', errors: ['Order not found'] });
        const fields = (request.body ?? {}) as FormFields;
        const action = fields['action'] ?? 'pay';
        const method = isMethod(fields['method']) ? fields['method'] : 'upi';
        if (action === 'decline' || action === 'cancel') {
          await failPayment(ctx, id, action === 'decline' ? 'declined' : 'cancelled');
          return reply.redirect(processPath(found.booking), 303);
        }
        const errors = checkPaymentFields(method, fields, ctx.now());
        if (Object.keys(errors).length)
          return send(
            reply,
            400,
            renderGatewayPage({
              gatewayOrderId: id,
              orderId: found.booking.order_id,
              amount: found.attempt.amount,
              description: describe(found),
              method,
              open: true,
              values: fields,
              errors,
              returnUrl: processPath(found.booking),
            }),
          );
        const paymentId = found.attempt.payment_id ?? `pay_${randomBytes(7).toString('hex')}`;
        try {
          await confirmPayment(ctx, id, paymentId, signPayment(ctx.gateway.keySecret, id, paymentId));
        } catch (error) {
          // Refused payments (expired hold, cancelled booking, already paid) show on the site's status page.
          if (!(error instanceof ApiError && (error.statusCode === 409 || error.statusCode === 400))) throw error;
        }
        return reply.redirect(processPath(found.booking), 303);
      },
    );
  });
}

function send(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .headers(GATEWAY_PAGE_HEADERS)
    .send(body);
}
