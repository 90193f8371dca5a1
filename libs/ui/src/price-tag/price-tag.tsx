import clsx from 'clsx';
import { formatInr } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import styles from './price-tag.module.css';

export interface PriceTagProps {
  /** Price the guest pays, in rupees. */
  amount: number;
  /** Price before discount; shown struck through when higher than amount. */
  strikedAmount?: number;
  /** Discount to show; computed from strikedAmount when omitted. */
  discountPercentage?: number;
  /** Text after the price, e.g. "per night" or "+ ₹120 taxes". */
  suffix?: string;
  /** Overrides the INR formatter (the page locale's by default). */
  formatter?: (amount: number) => string;
  /** Discount text, e.g. (p) => `${p}% off`. */
  discountLabel?: (percentage: number) => string;
  /** Announced before the struck price, which screen readers do not mark as struck. */
  strikedLabel?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A price in INR with optional struck original price and discount percentage. */
export function PriceTag({
  amount,
  strikedAmount,
  discountPercentage,
  suffix,
  formatter,
  discountLabel = (p) => `${p}% off`,
  strikedLabel = 'Original price',
  size = 'md',
  className,
}: PriceTagProps) {
  const locale = useLocale();
  const format = formatter ?? ((value: number) => formatInr(value, locale));
  const hasStrike = strikedAmount !== undefined && strikedAmount > amount;
  const percentage =
    discountPercentage ?? (hasStrike ? Math.round(((strikedAmount - amount) / strikedAmount) * 100) : undefined);
  return (
    <span className={clsx(styles.priceTag, styles[size], className)}>
      <span className={styles.amount}>{format(amount)}</span>
      {hasStrike && (
        <s className={styles.striked}>
          <span className={styles.visuallyHidden}>{strikedLabel} </span>
          {format(strikedAmount)}
        </s>
      )}
      {percentage !== undefined && percentage > 0 && (
        <span className={styles.discount}>{discountLabel(percentage)}</span>
      )}
      {suffix && <span className={styles.suffix}>{suffix}</span>}
    </span>
  );
}
