import type { Confirmation } from '@nivaas/api-client/contract';
import { formatInr } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import { useConfirmationT } from './confirmation-messages';
import styles from './confirmation.module.css';

interface Line {
  readonly label: string;
  readonly amount: number;
  readonly minus?: boolean;
  readonly strong?: boolean;
}

/**
 * Every line of the price: room price, member discount, coupon, taxes, platform fee, the total with taxes and
 * fees, then points and the payment offer, what was paid and what is still due (at the hotel or as a balance).
 */
export function PriceSection({ confirmation }: { readonly confirmation: Confirmation }) {
  const t = useConfirmationT();
  const locale = useLocale();
  const { booking, payment } = confirmation;
  const price = booking.price.selected_rate_plan.price;
  const money = (amount: number, minus = false) => `${minus ? '−' : ''}${formatInr(amount, locale)}`;
  const coupon = booking.coupon.couponName;
  const dueLabel =
    payment.mode === 'pay_at_hotel'
      ? t('price.dueAtHotel')
      : payment.mode === 'part_pay'
        ? t('price.balance')
        : t('price.due');
  const lines: Line[] = [
    { label: t('price.room'), amount: price.pretax_price },
    ...(price.member_discount > 0 ? [{ label: t('price.member'), amount: price.member_discount, minus: true }] : []),
    ...(price.coupon_discount > 0
      ? [
          {
            label: coupon ? t('price.coupon', { code: coupon }) : t('price.couponNoCode'),
            amount: price.coupon_discount,
            minus: true,
          },
        ]
      : []),
    { label: t('price.tax'), amount: price.tax },
    { label: t('price.fee'), amount: price.platform_fee },
    { label: t('price.total'), amount: price.total_price_with_platform_fee, strong: true },
    ...(price.wallet_discount > 0 ? [{ label: t('price.points'), amount: price.wallet_discount, minus: true }] : []),
    ...(payment.offer_discount > 0 ? [{ label: t('price.offer'), amount: payment.offer_discount, minus: true }] : []),
    { label: t('price.paid'), amount: payment.paid_amount },
    ...(payment.pending_amount > 0 ? [{ label: dueLabel, amount: payment.pending_amount, strong: true }] : []),
  ];
  return (
    <section className={styles['section']} aria-labelledby="confirmation-price">
      <h2 id="confirmation-price" className={styles['heading']}>
        {t('price.title')}
      </h2>
      <dl className={styles['lines']}>
        {lines.map((line) => (
          <div key={line.label} className={line.strong ? styles['strong'] : undefined}>
            <dt>{line.label}</dt>
            <dd>{money(line.amount, line.minus)}</dd>
          </div>
        ))}
      </dl>
      {payment.mode === 'pay_at_hotel' && payment.pending_amount > 0 && (
        <p className={styles['notice']}>
          {t('payAtHotel.note', { amount: formatInr(payment.pending_amount, locale) })}
        </p>
      )}
    </section>
  );
}
