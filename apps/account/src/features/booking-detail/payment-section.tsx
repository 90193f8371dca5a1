import type { BookingHistoryItem } from '@nivaas/api-client/contract';
import { useLocale } from '@nivaas/i18n';
import { useBookingDetailT } from './booking-detail-messages';
import { DetailList, DetailSection } from './detail-list';
import { bookingPaymentRows } from './payment-rows';

/**
 * The booking's price and payment (bookingPaymentRows): each total is the sum of the rows above it, each saving
 * is listed once, and points and a payment offer are ways of paying, listed after the price, never as savings.
 */
export function PaymentSection({ booking }: { readonly booking: BookingHistoryItem }) {
  const t = useBookingDetailT();
  const locale = useLocale();
  return (
    <DetailSection id="booking-payment" title={t('payment.title')}>
      <DetailList rows={bookingPaymentRows(booking, t, locale)} />
    </DetailSection>
  );
}
