import type { Confirmation } from '@nivaas/api-client/contract';
import { checkoutPriceSummary, type PayLineKind, type StayLineKind } from '@nivaas/domain/prices';
import type { ConfirmationT } from './confirmation-messages';

/** One row of the confirmation's price: a signed amount (a saving or deduction is negative). */
export interface PriceRow {
  readonly key: string;
  readonly label: string;
  readonly amount: number;
  /** A total of the rows above it. */
  readonly total?: boolean;
}

function stayLabel(t: ConfirmationT, kind: StayLineKind, coupon: string | null): string {
  switch (kind) {
    case 'room':
      return t('price.room');
    case 'member':
      return t('price.member');
    case 'coupon':
      return coupon ? t('price.coupon', { code: coupon }) : t('price.couponNoCode');
    case 'corporate':
      return t('price.corporate');
    case 'tax':
      return t('price.tax');
    case 'fee':
      return t('price.fee');
  }
}

const payLabel = (t: ConfirmationT, kind: Exclude<PayLineKind, 'stay'>) =>
  kind === 'points' ? t('price.points') : t('price.offer');

/** The amount still due, named as it is paid: at the hotel, as a balance, or still to pay. */
export const dueLabel = (t: ConfirmationT, mode: Confirmation['payment']['mode']) =>
  mode === 'pay_at_hotel' ? t('price.dueAtHotel') : mode === 'part_pay' ? t('price.balance') : t('price.due');

/**
 * The confirmation's price, for its screen and its offline copy alike: the stay's lines (checkoutPriceSummary)
 * and their total with taxes and fees; points and the payment offer taken and the amount paid in money, when
 * there are any; then how that amount is settled, paid and still due, which add up to it.
 */
export function confirmationPriceRows(confirmation: Confirmation, t: ConfirmationT): PriceRow[] {
  const { booking, payment } = confirmation;
  const summary = checkoutPriceSummary(booking.price.selected_rate_plan.price, payment.offer_discount);
  const coupon = booking.coupon.couponName;
  const deductions = summary.toPay.lines.filter(
    (line): line is typeof line & { kind: Exclude<PayLineKind, 'stay'> } => line.kind !== 'stay',
  );
  return [
    ...summary.stay.lines.map((line) => ({
      key: line.kind,
      label: stayLabel(t, line.kind, coupon),
      amount: line.amount,
    })),
    { key: 'total', label: t('price.total'), amount: summary.stay.total, total: true },
    ...deductions.map((line) => ({ key: line.kind, label: payLabel(t, line.kind), amount: line.amount })),
    ...(deductions.length > 0
      ? [{ key: 'to-pay', label: t('price.toPay'), amount: summary.toPay.total, total: true }]
      : []),
    { key: 'paid', label: t('price.paid'), amount: payment.paid_amount },
    ...(payment.pending_amount > 0
      ? [{ key: 'due', label: dueLabel(t, payment.mode), amount: payment.pending_amount, total: true }]
      : []),
  ];
}
