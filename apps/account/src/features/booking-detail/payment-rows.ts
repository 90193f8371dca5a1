import type { BookingHistoryItem } from '@nivaas/api-client/contract';
import { formatInr } from '@nivaas/domain';
import { bookingPriceSummary, type PayLineKind, type StayLineKind } from '@nivaas/domain/prices';
import type { Locale } from '@nivaas/i18n';
import type { BookingDetailT } from './booking-detail-messages';
import type { DetailRow } from './detail-list';

function stayLabel(t: BookingDetailT, kind: StayLineKind, coupon: string | null): string {
  switch (kind) {
    case 'room':
      return t('payment.roomPrice');
    case 'member':
      return t('payment.memberDiscount');
    case 'coupon':
      return coupon ? t('payment.coupon', { code: coupon }) : t('payment.voucher');
    case 'corporate':
      return t('payment.corporate');
    case 'tax':
      return t('payment.tax');
    case 'fee':
      return t('payment.platformFee');
  }
}

const payLabel = (t: BookingDetailT, kind: Exclude<PayLineKind, 'stay'>) =>
  kind === 'points' ? t('payment.wallet') : t('payment.offer');

/**
 * The booking's price and payment as label and value rows, for the payment section and the offline copy alike:
 * the stay's lines (bookingPriceSummary: room price, each saving once, taxes, platform fee) and their total;
 * points and the payment offer and the amount paid in money, when there are any; then what was paid and what
 * is still due, which add up to it. A saving or deduction is shown with a minus sign.
 */
export function bookingPaymentRows(booking: BookingHistoryItem, t: BookingDetailT, locale: Locale): DetailRow[] {
  const pay = booking.payment_detail;
  const money = (amount: number) => (amount < 0 ? `−${formatInr(-amount, locale)}` : formatInr(amount, locale));
  const summary = bookingPriceSummary({ ...pay, amount_payable: pay.paid_amount + pay.pending_amount });
  const deductions = summary.toPay.lines.filter(
    (line): line is typeof line & { kind: Exclude<PayLineKind, 'stay'> } => line.kind !== 'stay',
  );
  return [
    ...summary.stay.lines.map((line) => ({
      label: stayLabel(t, line.kind, pay.coupon_code),
      value: money(line.amount),
    })),
    { label: t('payment.totalWithFee'), value: money(summary.stay.total), strong: true },
    ...deductions.map((line) => ({ label: payLabel(t, line.kind), value: money(line.amount) })),
    ...(deductions.length > 0 ? [{ label: t('payment.toPay'), value: money(summary.toPay.total), strong: true }] : []),
    { label: t('payment.paid'), value: money(pay.paid_amount) },
    ...(pay.pending_amount > 0
      ? [
          {
            label: booking.paid_at_hotel ? t('payment.paidAtHotel') : t('payment.pending'),
            value: money(pay.pending_amount),
            strong: true,
          },
        ]
      : []),
  ];
}
