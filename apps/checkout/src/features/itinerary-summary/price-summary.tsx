import type { Checkout } from '@nivaas/api-client/contract';
import { formatInr } from '@nivaas/domain';
import { checkoutPriceSummary, type PayLineKind, type StayLineKind } from '@nivaas/domain/prices';
import { useLocale } from '@nivaas/i18n';
import clsx from 'clsx';
import { useItinerarySummaryT, type ItinerarySummaryT } from './itinerary-summary-messages';
import styles from './itinerary-summary.module.css';
import { Section } from '@nivaas/ui';

export interface PriceSummaryProps {
  readonly checkout: Checkout;
  /** A coupon or points call is on its way: the figures are dimmed and "Updating price…" is announced. */
  readonly updating: boolean;
  /** Said above the total after the API refused a payment for a new price. */
  readonly changedMessage?: string | null;
  /** The payment offer the guest chose in the payment section, in rupees (0 for none). */
  readonly offerSaving?: number;
  /** The coupon is the first-booking one (checkout state firstBookingCouponApplied): its line says so. */
  readonly firstBookingCouponApplied?: boolean;
}

function stayLabel(t: ItinerarySummaryT, kind: StayLineKind, checkout: Checkout, firstBooking: boolean): string {
  switch (kind) {
    case 'room':
      return t('price.room', { nights: t('nights', { count: checkout.date.nights }) });
    case 'member':
      return t('price.member');
    case 'coupon':
      return t(firstBooking ? 'price.coupon.first-booking' : 'price.coupon', {
        code: checkout.coupon.couponName ?? '',
      });
    case 'corporate':
      return t('price.corporate');
    case 'tax':
      return t('price.tax');
    case 'fee':
      return t('price.fee');
  }
}

const payLabel = (t: ItinerarySummaryT, kind: Exclude<PayLineKind, 'stay'>) =>
  kind === 'points' ? t('price.points') : t('price.offer');

/**
 * The price of the stay as the API computed it (Checkout.price.selected_rate_plan.price), as the lines every
 * price summary has (checkoutPriceSummary): room price, each saving once, tax and platform fee, which add up
 * to the total with taxes and fees; then points and the chosen payment offer, which add up to the total
 * payable, the amount the Pay button and the gateway show. No drip pricing: taxes and fees are in the total.
 */
export function PriceSummary({
  checkout,
  updating,
  changedMessage,
  offerSaving = 0,
  firstBookingCouponApplied = false,
}: PriceSummaryProps) {
  const t = useItinerarySummaryT();
  const locale = useLocale();
  const money = (amount: number) => (amount < 0 ? `−${formatInr(-amount, locale)}` : formatInr(amount, locale));
  const summary = checkoutPriceSummary(checkout.price.selected_rate_plan.price, offerSaving);
  const deductions = summary.toPay.lines.filter(
    (line): line is typeof line & { kind: Exclude<PayLineKind, 'stay'> } => line.kind !== 'stay',
  );
  return (
    <Section aria-busy={updating} card="raised" headingId="price-summary-title" title={t('price.heading')}>
      {changedMessage && (
        <p className={styles['changed']} role="alert">
          <strong>{t('price.changed')}</strong> {changedMessage}
        </p>
      )}
      <dl className={clsx(styles['lines'], updating && styles['dimmed'])}>
        {summary.stay.lines.map((line) => (
          <div key={line.kind} className={line.amount < 0 ? styles['saving'] : undefined}>
            <dt>{stayLabel(t, line.kind, checkout, firstBookingCouponApplied)}</dt>
            <dd>{money(line.amount)}</dd>
          </div>
        ))}
        {deductions.length > 0 && (
          <div className={styles['subtotal']}>
            <dt>{t('price.stay-total')}</dt>
            <dd>{money(summary.stay.total)}</dd>
          </div>
        )}
        {deductions.map((line) => (
          <div key={line.kind} className={styles['saving']}>
            <dt>{payLabel(t, line.kind)}</dt>
            <dd>{money(line.amount)}</dd>
          </div>
        ))}
        <div className={styles['total']}>
          <dt>{t('price.total')}</dt>
          <dd>{money(summary.toPay.total)}</dd>
        </div>
      </dl>
      <p className={styles['note']}>{t('price.total.note')}</p>
      <p className={styles['updating']} role="status" aria-live="polite">
        {updating ? t('price.updating') : ''}
      </p>
    </Section>
  );
}
