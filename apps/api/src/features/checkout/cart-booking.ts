import type { Checkout, GuestDetails } from '@nivaas/api-client/contract';
import type { Locale } from '@nivaas/i18n';
import { englishText, type TextOf } from '../../i18n/content-texts';
import { ratePlanIn } from '../../pricing/rate-plan-text';
import type { Queryable } from '../../db/database';
import { conflict } from '../../http/api-error';

/** Guest details (as sent to a pay call) as the Checkout's user block shows them. */
export function guestUser(guest: GuestDetails): Checkout['user'] {
  return {
    name: guest.name,
    contact_number: guest.mobile,
    email: guest.email ?? '',
    gst_details: guest.gstin
      ? {
          organization_name: guest.company_name ?? '',
          organization_address: guest.company_address ?? '',
          gstin: guest.gstin,
        }
      : null,
  };
}

interface CartBooking {
  order_id: string;
  status: 'PENDING_PAYMENT' | 'CONFIRMED';
  price: Checkout;
  guest: GuestDetails;
}

/** The itinerary's live booking (waiting for payment or confirmed); an EXPIRED or CANCEL one frees it. */
export async function cartBooking(db: Queryable, orderId: string | null | undefined): Promise<CartBooking | null> {
  if (!orderId) return null;
  const [b] = await db.query<CartBooking>(
    `SELECT order_id, status, price, guest FROM bookings WHERE order_id = $1 AND status IN ('PENDING_PAYMENT', 'CONFIRMED')`,
    [orderId],
  );
  return b ?? null;
}

/**
 * What getItinerary shows for an itinerary with a booking: the price it was booked at (its rooms and
 * points are held with it) and the guest details sent with it, so a guest back from a declined or
 * cancelled payment finds their choice intact; once confirmed, status 'BOOKED' with the order id.
 */
export function bookedView(b: CartBooking, locale: Locale = 'en-IN', text: TextOf = englishText): Checkout {
  const booked = b.status === 'CONFIRMED';
  const selected = b.price.price.selected_rate_plan;
  return {
    ...b.price,
    price: {
      ...b.price.price,
      selected_rate_plan: { ...selected, rate_plan: ratePlanIn(selected.rate_plan, locale, text) },
    },
    status: booked ? 'BOOKED' : 'draft',
    order_id: booked ? b.order_id : null,
    user: guestUser(b.guest),
  };
}

/** Coupon and points cannot change under a booking: its price is held (pending) or paid (booked). */
export function refuseChange(b: CartBooking | null): void {
  if (!b) return;
  if (b.status === 'CONFIRMED') throw conflict('This itinerary is already booked', [b.order_id], 'already_booked');
  throw conflict(
    'A payment for this itinerary is in progress',
    ['Its price is held while the payment completes: pay again with the same price, or start a new itinerary'],
    'payment_in_progress',
  );
}
