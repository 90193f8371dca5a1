import type { FastifyInstance } from 'fastify';
import { todayInKolkata } from '@nivaas/domain';
import type { AppContext } from '../../app-context';
import { badRequest, notFound } from '../../http/api-error';
import { registerOperation } from '../../http/register-operation';
import type { Catalogue } from '../../catalogue/catalogue-store';
import { bookingFor, ownedBySql, viewerOf, type BookingRow } from '../payments';
import { bookingHistoryItem, CANCELLATION_REASONS, cancellationDetails } from './booking-view';
import { cancelBooking } from './cancel-booking';
import { confirmationView } from './confirmation-view';
import { bookingHistory } from './booking-history';
import { registerWebCheckinRoutes } from './web-checkin';
import { releaseExpiredHolds } from '../../inventory/pending-holds';

export function registerBookingRoutes(app: FastifyInstance, ctx: AppContext, catalogue: Catalogue): void {
  const { db } = ctx;

  registerOperation(app, ctx, 'getBookingHistory', async ({ body, user, request }) =>
    bookingHistory(
      ctx,
      catalogue,
      viewerOf(user)!,
      { page: body?.page ?? 1, limit: body?.limit ?? 20, list: body?.list },
      request.locale,
    ),
  );

  // Ownership is part of the query (the account's bookings and those made with its proven phone): another
  // user's order is indistinguishable from a missing one.
  registerOperation(app, ctx, 'getBookingDetail', async ({ params, user, request }) => {
    await releaseExpiredHolds(ctx);
    const viewer = viewerOf(user)!;
    const [b] = await db.query<BookingRow>(`SELECT * FROM bookings WHERE order_id = $1 AND ${ownedBySql(2, 3)}`, [
      params.orderId,
      viewer.userId,
      viewer.phone,
    ]);
    if (!b) throw notFound('Booking not found');
    return bookingHistoryItem(catalogue, b, todayInKolkata(ctx.now()), request.locale);
  });

  // The owner, or whoever holds the booking's token (the link the guest was sent); anyone else 404.
  registerOperation(app, ctx, 'getConfirmation', async ({ params, query, user, request }) =>
    confirmationView(
      catalogue,
      await bookingFor(ctx, params.orderId, { viewer: viewerOf(user), token: query.t }),
      todayInKolkata(ctx.now()),
      request.locale,
    ),
  );

  registerOperation(app, ctx, 'getCancellationDetails', async ({ params, request }) => {
    await releaseExpiredHolds(ctx);
    const [b] = await db.query<BookingRow>('SELECT * FROM bookings WHERE cancel_hash = $1', [params.id]);
    if (!b) throw notFound('Booking not found');
    return cancellationDetails(catalogue, b, ctx.now(), request.locale);
  });

  registerOperation(app, ctx, 'cancelBooking', async ({ body, request }) => {
    if (!CANCELLATION_REASONS.some((r) => r.value === body.cancellation_reason))
      throw badRequest('Unknown cancellation reason', [
        `reason must be one of ${CANCELLATION_REASONS.map((r) => r.value).join(', ')}`,
      ]);
    const b = await cancelBooking(
      ctx,
      catalogue,
      body.order_id,
      body.cancellation_hash,
      body.cancellation_reason,
      body.message ?? '',
    );
    return cancellationDetails(catalogue, b, ctx.now(), request.locale);
  });

  registerWebCheckinRoutes(app, ctx, catalogue);
}
