import clsx from 'clsx';
import { formatInr } from '@nivaas/domain';
import { savingPercent } from '@nivaas/domain/prices';
import { useLocale } from '@nivaas/i18n';
import { usePriceTagT } from './price-tag-messages';
import hidden from '../visually-hidden/visually-hidden.module.css';
import styles from './price-tag.module.css';

export interface PriceTagProps {
  /** Price the guest pays, in rupees. */
  amount: number;
  /** Price before discount; shown struck through when higher than amount. */
  strikedAmount?: number;
  /** Discount to show; computed from strikedAmount (rounded down) when omitted. */
  discountPercentage?: number;
  /** Text after the price, e.g. "per night" or "+ ₹120 taxes". */
  suffix?: string;
  /** Overrides the INR formatter (the page locale's by default). */
  formatter?: (amount: number) => string;
  /** Discount text; translated "{percentage}% off" by default. */
  discountLabel?: (percentage: number) => string;
  /** Announced before the struck price, which screen readers do not mark as struck; translated "Original price" by default. */
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
  discountLabel,
  strikedLabel,
  size = 'md',
  className,
}: PriceTagProps) {
  const locale = useLocale();
  const t = usePriceTagT();
  const format = formatter ?? ((value: number) => formatInr(value, locale));
  const hasStrike = strikedAmount !== undefined && strikedAmount > amount;
  // Rounded down like every saving the site states (savingPercent): never more than the guest saves.
  const percentage = discountPercentage ?? (hasStrike ? savingPercent(strikedAmount, amount) : undefined);
  return (
    <span className={clsx(styles.priceTag, styles[size], className)}>
      <span className={styles.amount}>{format(amount)}</span>
      {hasStrike && (
        <s className={styles.striked}>
          <span className={hidden.hidden}>{strikedLabel ?? t('priceTag.original')} </span>
          {format(strikedAmount)}
        </s>
      )}
      {percentage !== undefined && percentage > 0 && (
        <span className={styles.discount}>
          {discountLabel ? discountLabel(percentage) : t('priceTag.discount', { percentage })}
        </span>
      )}
      {suffix && <span className={styles.suffix}>{suffix}</span>}
    </span>
  );
}
