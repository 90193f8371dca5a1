import type { BookingHistoryItem } from '@nivaas/api-client/contract';
import { formatInr } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import { useBookingDetailT } from './booking-detail-messages';
import { DetailList, DetailSection, type DetailRow } from './detail-list';
import styles from './booking-detail.module.css';

/**
 * Every amount of the booking's payment detail. The API's room price is after the savings (member discount and
 * coupon or voucher, together the discount), so the savings are listed as included in it, not taken off again;
 * then taxes, the total, the platform fee, the total with fees, points used, what was paid and what is due.
 * An amount that is 0 and says nothing (no voucher, no partner share) is left out; totals and paid always show.
 */
export function PaymentSection({ booking }: { readonly booking: BookingHistoryItem }) {
  const t = useBookingDetailT();
  const locale = useLocale();
  const p = booking.payment_detail;
  const money = (amount: number) => formatInr(amount, locale);
  const when = (amount: number, row: DetailRow): DetailRow[] => (amount > 0 ? [row] : []);
  const coupon = p.coupon_code ? t('payment.coupon', { code: p.coupon_code }) : t('payment.voucher');
  const savings: DetailRow[] = [
    ...when(p.member_discount, { label: t('payment.memberDiscount'), value: money(p.member_discount) }),
    ...when(p.voucher_amount, { label: coupon, value: money(p.voucher_amount) }),
    ...when(p.discount, { label: t('payment.discount'), value: money(p.discount), strong: true }),
  ];
  const rows: DetailRow[] = [
    { label: t('payment.roomPrice'), value: money(p.room_price) },
    { label: t('payment.tax'), value: money(p.tax) },
    { label: t('payment.total'), value: money(p.total) },
    { label: t('payment.platformFee'), value: money(p.platform_fee) },
    { label: t('payment.totalWithFee'), value: money(p.total_amount_with_platform_fee), strong: true },
    ...when(p.wallet_deduction, { label: t('payment.wallet'), value: `− ${money(p.wallet_deduction)}` }),
    ...when(booking.partial_payment_amount, {
      label: t('payment.partPay'),
      value: money(booking.partial_payment_amount),
    }),
    ...when(booking.tcp_deduction, { label: t('payment.tcp'), value: money(booking.tcp_deduction) }),
    ...when(p.external_pg_share, { label: t('payment.pgShare'), value: money(p.external_pg_share) }),
    { label: t('payment.paid'), value: money(p.paid_amount), strong: true },
    ...when(p.pending_amount, {
      label: booking.paid_at_hotel ? t('payment.paidAtHotel') : t('payment.pending'),
      value: money(p.pending_amount),
      strong: true,
    }),
  ];
  return (
    <DetailSection id="booking-payment" title={t('payment.title')}>
      {savings.length > 0 && (
        <div className={styles['savings']}>
          <p>{t('payment.savings')}</p>
          <DetailList rows={savings} />
        </div>
      )}
      {p.coupon_code && p.voucher_amount === 0 && <p>{coupon}</p>}
      <DetailList rows={rows} />
    </DetailSection>
  );
}
