import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { badRequest, notFound } from '../../http/api-error';
import { registerOperation } from '../../http/register-operation';
import type { Catalogue } from '../../catalogue/catalogue-store';
import { bookingFor, type BookingRow } from '../payments';
import { todayInKolkata } from '@nivaas/domain';
import { bookingHistoryItem, CANCELLATION_REASONS, cancellationDetails } from './booking-view';
import { cancelBooking } from './cancel-booking';
import { confirmationView } from './confirmation-view';
import { releaseExpiredHolds } from '../../inventory/pending-holds';

/** Statuses that no longer hold a stay: listed under context.previous whatever the dates. */
const ENDED = new Set(['CANCEL', 'EXPIRED']);

export function registerBookingRoutes(app: FastifyInstance, ctx: AppContext, catalogue: Catalogue): void {
  const { db } = ctx;

  registerOperation(app, ctx, 'getBookingHistory', async ({ body, user }) => {
    const page = body?.page ?? 1;
    const limit = body?.limit ?? 20;
    await releaseExpiredHolds(ctx);
    const rows = await db.query<BookingRow>(
      'SELECT * FROM bookings WHERE user_id = $1 ORDER BY checkin DESC, created_at DESC',
      [user!.id],
    );
    const today = todayInKolkata();
    const slice = rows
      .slice((page - 1) * limit, page * limit)
      .map((b) => ({ b, item: bookingHistoryItem(catalogue, b) }));
    const upcoming = slice
      .filter(({ b }) => !ENDED.has(b.status) && b.checkout >= today)
      .map((x) => x.item)
      .reverse();
    const previous = slice.filter(({ b }) => ENDED.has(b.status) || b.checkout < today).map((x) => x.item);
    return { context: { upcoming, previous }, page, total: rows.length };
  });

  // Ownership is part of the query: another user's order is indistinguishable from a missing one.
  registerOperation(app, ctx, 'getBookingDetail', async ({ params, user }) => {
    await releaseExpiredHolds(ctx);
    const [b] = await db.query<BookingRow>('SELECT * FROM bookings WHERE order_id = $1 AND user_id = $2', [
      params.orderId,
      user!.id,
    ]);
    if (!b) throw notFound('Booking not found');
    return bookingHistoryItem(catalogue, b);
  });

  // The owner, or whoever holds the booking's token (the link the guest was sent); anyone else 404.
  registerOperation(app, ctx, 'getConfirmation', async ({ params, query, user }) =>
    confirmationView(catalogue, await bookingFor(ctx, params.orderId, { userId: user?.id ?? null, token: query.t })),
  );

  registerOperation(app, ctx, 'getCancellationDetails', async ({ params }) => {
    await releaseExpiredHolds(ctx);
    const [b] = await db.query<BookingRow>('SELECT * FROM bookings WHERE cancel_hash = $1', [params.id]);
    if (!b) throw notFound('Booking not found');
    return cancellationDetails(catalogue, b);
  });

  registerOperation(app, ctx, 'cancelBooking', async ({ body }) => {
    if (!CANCELLATION_REASONS.some((r) => r.value === body.cancellation_reason))
      throw badRequest('Unknown cancellation reason', [
        `reason must be one of ${CANCELLATION_REASONS.map((r) => r.value).join(', ')}`,
      ]);
    const b = await cancelBooking(
      ctx,
      body.order_id,
      body.cancellation_hash,
      body.cancellation_reason,
      body.message ?? '',
    );
    return cancellationDetails(catalogue, b);
  });

  const checkinView = (b: BookingRow) => ({
    booking_id: b.order_id,
    hotel_name: catalogue.hotelsById.get(b.hotel_id)?.name ?? '',
    checkin_date: b.checkin,
    checkout_date: b.checkout,
    guest_name: b.guest.name,
    checked_in: !!b.web_checkin,
    expected_arrival_time: b.web_checkin?.['expected_arrival_time'] ?? null,
    id_type: b.web_checkin?.['id_type'] ?? null,
  });
  const byCheckinHash = async (hash: string) => {
    const [b] = await db.query<BookingRow>('SELECT * FROM bookings WHERE checkin_hash = $1', [hash]);
    if (!b) throw notFound('Booking not found');
    return b;
  };
  registerOperation(app, ctx, 'getWebCheckin', async ({ params }) => checkinView(await byCheckinHash(params.hash)));
  registerOperation(app, ctx, 'submitWebCheckin', async ({ params, body }) => {
    const b = await byCheckinHash(params.hash);
    if (b.status !== 'CONFIRMED') throw badRequest('Only confirmed bookings can check in', [`booking is ${b.status}`]);
    const [updated] = await db.query<BookingRow>(
      'UPDATE bookings SET web_checkin = $2 WHERE order_id = $1 RETURNING *',
      [b.order_id, JSON.stringify({ ...body, at: new Date().toISOString() })],
    );
    return checkinView(updated ?? b);
  });
}
