import type { IsoDate } from '@nivaas/domain';
import type { Confirmation } from '@nivaas/api-client/contract';
import type { Locale } from '@nivaas/i18n';
import type { Catalogue } from '../../catalogue/catalogue-store';
import { bookingCheckout, bookingLinks, checkoutUserOf, paymentStatus, type BookingRow } from '../payments';

/** Everything the confirmation screen shows, from the stored booking and the catalogue (hotel contact). */
export function confirmationView(
  catalogue: Catalogue,
  b: BookingRow,
  today?: IsoDate,
  locale: Locale = 'en-IN',
): Confirmation {
  const hotel = catalogue.hotelsById.get(b.hotel_id);
  const summary = hotel ? catalogue.summary(hotel) : null;
  const status = paymentStatus(b);
  const address = [
    hotel?.street,
    summary?.address.locality,
    summary?.address.city,
    [summary?.address.state, hotel?.pincode].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return {
    booking: bookingCheckout(b, locale, catalogue.text),
    created_at: new Date(b.created_at).toISOString(),
    payment: {
      mode: b.payment_mode,
      method: b.payment_method,
      payment_status: status.payment_status,
      paid_amount: b.paid_amount,
      pending_amount: status.pending_amount,
      offer_discount: b.offer_discount,
    },
    hotel_contact: {
      phone: hotel?.contact_number ?? '',
      address,
      map_url: hotel ? `https://www.google.com/maps/search/?api=1&query=${hotel.lat},${hotel.lng}` : '',
    },
    guest: {
      name: b.guest.name,
      mobile: b.guest.mobile,
      country_code: b.guest.country_code ?? '+91',
      email: b.guest.email ?? '',
      whatsapp_opt_in: b.guest.hasOptedForWhatsapp === true,
      gst_details: checkoutUserOf(b.guest).gst_details,
    },
    links: bookingLinks(b, today),
  };
}
