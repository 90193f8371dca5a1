import type { FastifyInstance } from 'fastify';
import type { Locale } from '@nivaas/i18n';
import { todayInKolkata } from '@nivaas/domain';
import { hasStayEnded, isWithinWindow, webCheckinWindow } from '@nivaas/domain/booking';
import { parseRoomConfig } from '@nivaas/domain/rooms';
import type { AppContext } from '../../app-context';
import { badRequest, notFound } from '../../http/api-error';
import { registerOperation } from '../../http/register-operation';
import type { Catalogue } from '../../catalogue/catalogue-store';
import type { BookingRow } from '../payments';
import { bookingStatus, statusText } from './booking-view';
import { hotelCheckinTime } from './cancellation-refund';

const KOLKATA_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** What a done web check-in keeps on the booking (never a full ID number: only its last 4). */
interface WebCheckinRecord {
  guests?: { name: string }[];
  expected_arrival_time?: string;
  id_type?: string;
  id_last4?: string;
  at?: string;
}

const recordOf = (b: BookingRow) => b.web_checkin as unknown as WebCheckinRecord | null;

/** Adults plus children of the booking's room config (1 when it cannot be read). */
export function guestCountOf(roomconfig: string): number {
  const rooms = parseRoomConfig(roomconfig);
  if (!rooms?.length) return 1;
  return rooms.reduce((n, r) => n + r.adults + r.kids, 0);
}

/**
 * The guests' names as given, trimmed: a blank one is 400 naming its field, more names than the
 * booking's guests is 400.
 */
export function checkGuestNames(guests: readonly { name: string }[], guestCount: number): { name: string }[] {
  const names = guests.map((g) => ({ name: g.name.replace(/\s+/g, ' ').trim() }));
  const blank = names.findIndex((g) => !g.name);
  if (blank >= 0)
    throw badRequest(blank === 0 ? "Enter the lead guest's name" : `Enter the name of guest ${blank + 1}`, [
      `guests/${blank}/name is blank`,
    ]);
  if (names.length > guestCount)
    throw badRequest(
      `This booking is for ${guestCount} ${guestCount === 1 ? 'guest' : 'guests'}: give at most ${guestCount} ${guestCount === 1 ? 'name' : 'names'}`,
      [`guests has ${names.length} names for ${guestCount} guests`],
    );
  return names;
}

/**
 * Web check-in by the hash of its link: the window (48 h before the hotel's check-in time until the
 * end of the check-in day, Asia/Kolkata, app clock) and the guest's arrival time and ID. A done
 * check-in shows the booking as CHECKED_IN; posting again only updates the details.
 */
export function registerWebCheckinRoutes(app: FastifyInstance, ctx: AppContext, catalogue: Catalogue): void {
  const windowOf = (b: BookingRow) => webCheckinWindow(b.checkin, hotelCheckinTime(catalogue, b.hotel_id));
  const view = (b: BookingRow, locale: Locale) => {
    const w = windowOf(b);
    return {
      booking_id: b.order_id,
      status: bookingStatus(b),
      status_display_text: statusText(bookingStatus(b), locale, catalogue.text),
      opens_at: w.opensAt.toISOString(),
      closes_at: w.closesAt.toISOString(),
      open: isWithinWindow(w, ctx.now()),
      hotel_name: catalogue.hotelsById.get(b.hotel_id)?.name ?? '',
      checkin_date: b.checkin,
      checkout_date: b.checkout,
      guest_name: b.guest.name,
      checked_in: !!b.web_checkin,
      guest_count: guestCountOf(b.roomconfig),
      guests: (recordOf(b)?.guests ?? []).map((g) => ({ name: g.name })),
      expected_arrival_time: recordOf(b)?.expected_arrival_time ?? null,
      id_type: recordOf(b)?.id_type ?? null,
      id_last4: recordOf(b)?.id_last4 ?? null,
    };
  };
  const byHash = async (hash: string) => {
    const [b] = await ctx.db.query<BookingRow>('SELECT * FROM bookings WHERE checkin_hash = $1', [hash]);
    if (!b) throw notFound('Booking not found');
    return b;
  };
  registerOperation(app, ctx, 'getWebCheckin', async ({ params, request }) =>
    view(await byHash(params.hash), request.locale),
  );
  registerOperation(app, ctx, 'submitWebCheckin', async ({ params, body, request }) => {
    const b = await byHash(params.hash);
    if (b.status !== 'CONFIRMED') throw badRequest('Only confirmed bookings can check in', [`booking is ${b.status}`]);
    const w = windowOf(b);
    const now = ctx.now();
    // A stay that ended is said as such, not as a window that closed.
    if (hasStayEnded(b.checkout, todayInKolkata(now)))
      throw badRequest('This stay has ended: web check-in is no longer possible', [`The stay ended on ${b.checkout}`]);
    if (now < w.opensAt)
      throw badRequest(`Web check-in opens on ${KOLKATA_TIME.format(w.opensAt)}`, [
        `Web check-in opens ${w.opensAt.toISOString()}`,
      ]);
    if (!isWithinWindow(w, now))
      throw badRequest('Web check-in has closed: it is open until the end of the check-in day', [
        `Web check-in closed ${w.closesAt.toISOString()}`,
      ]);
    const guests = checkGuestNames(body.guests, guestCountOf(b.roomconfig));
    // The first check-in time is kept; a second post only updates the details (idempotent).
    const record: WebCheckinRecord = {
      guests,
      expected_arrival_time: body.expected_arrival_time,
      id_type: body.id_type,
      id_last4: body.id_last4,
      at: recordOf(b)?.at ?? now.toISOString(),
    };
    const [updated] = await ctx.db.query<BookingRow>(
      `UPDATE bookings SET web_checkin = $2 WHERE order_id = $1 AND status = 'CONFIRMED' RETURNING *`,
      [b.order_id, JSON.stringify(record)],
    );
    if (!updated) throw badRequest('Only confirmed bookings can check in', ['booking is no longer confirmed']);
    return view(updated, request.locale);
  });
}
