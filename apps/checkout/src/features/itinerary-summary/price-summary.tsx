import type { Checkout } from '@nivaas/api-client/contract';
import { formatInr } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import clsx from 'clsx';
import { useItinerarySummaryT } from './itinerary-summary-messages';
import styles from './itinerary-summary.module.css';

export interface PriceSummaryProps {
  readonly checkout: Checkout;
  /** A coupon or points call is on its way: the figures are dimmed and "Updating price…" is announced. */
  readonly updating: boolean;
  /** Said above the total after the API refused a payment for a new price. */
  readonly changedMessage?: string | null;
}

/**
 * The price of the stay as the API computed it (Checkout.price.selected_rate_plan.price): room price, each
 * saving that applies, tax, platform fee and the total payable (discounted price + platform fee), less
 * points. The total includes taxes and fees, and says so (no drip pricing).
 */
export function PriceSummary({ checkout, updating, changedMessage }: PriceSummaryProps) {
  const t = useItinerarySummaryT();
  const locale = useLocale();
  const price = checkout.price.selected_rate_plan.price;
  const money = (amount: number) => formatInr(amount, locale);
  const saving = (amount: number) => `−${money(amount)}`;
  const otherDiscount = Math.max(0, price.total_discount - price.member_discount - price.coupon_discount);
  const payable = price.net_payable_amount;
  return (
    <section className={styles['prices']} aria-labelledby="price-summary-title" aria-busy={updating}>
      <h2 id="price-summary-title" className={styles['heading']}>
        {t('price.heading')}
      </h2>
      {changedMessage && (
        <p className={styles['changed']} role="alert">
          <strong>{t('price.changed')}</strong> {changedMessage}
        </p>
      )}
      <dl className={clsx(styles['lines'], updating && styles['dimmed'])}>
        <div>
          <dt>{t('price.room', { nights: t('nights', { count: checkout.date.nights }) })}</dt>
          <dd>{money(price.pretax_price)}</dd>
        </div>
        {otherDiscount > 0 && (
          <div className={styles['saving']}>
            <dt>{t('price.discount')}</dt>
            <dd>{saving(otherDiscount)}</dd>
          </div>
        )}
        {price.member_discount > 0 && (
          <div className={styles['saving']}>
            <dt>{t('price.member')}</dt>
            <dd>{saving(price.member_discount)}</dd>
          </div>
        )}
        {price.coupon_discount > 0 && (
          <div className={styles['saving']}>
            <dt>{t('price.coupon', { code: checkout.coupon.couponName ?? '' })}</dt>
            <dd>{saving(price.coupon_discount)}</dd>
          </div>
        )}
        <div>
          <dt>{t('price.tax')}</dt>
          <dd>{money(price.tax)}</dd>
        </div>
        <div>
          <dt>{t('price.fee')}</dt>
          <dd>{money(price.platform_fee)}</dd>
        </div>
        {price.wallet_discount > 0 && (
          <div className={styles['saving']}>
            <dt>{t('price.points')}</dt>
            <dd>{saving(price.wallet_discount)}</dd>
          </div>
        )}
        <div className={styles['total']}>
          <dt>{t('price.total')}</dt>
          <dd>{money(payable)}</dd>
        </div>
      </dl>
      <p className={styles['note']}>{t('price.total.note')}</p>
      <p className={styles['updating']} role="status" aria-live="polite">
        {updating ? t('price.updating') : ''}
      </p>
    </section>
  );
}
