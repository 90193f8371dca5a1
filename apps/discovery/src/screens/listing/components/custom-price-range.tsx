import { useState } from 'react';
import { Button, TextField } from '@nivaas/ui';
import type { CustomPriceRange as Range } from '@nivaas/domain/search';
import type { ListingT } from '../i18n/listing-messages';
import styles from './listing.module.css';

export interface CustomPriceRangeProps {
  readonly t: ListingT;
  readonly range: Range;
  /** The last range used (filter state previousPrices): offered again once the range was cleared. */
  readonly previous?: { readonly startRange: number; readonly endRange: number } | null;
  /** docs/rules.md 4 and 5: a custom range unselects the standard bands and takes the 5th place. */
  readonly onUse: (start: number, end: number) => void;
}

const toNumber = (text: string) => (text.trim() === '' ? NaN : Math.round(Number(text)));

/** The visitor's own price range per night: minimum and maximum in rupees. */
export function CustomPriceRange({ t, range, previous = null, onUse }: CustomPriceRangeProps) {
  const shown = range.endRange > range.startRange ? range : previous;
  const [min, setMin] = useState(shown ? String(shown.startRange) : '');
  const [max, setMax] = useState(shown ? String(shown.endRange) : '');
  const [invalid, setInvalid] = useState(false);
  const use = () => {
    const start = toNumber(min);
    const end = toNumber(max);
    if (!Number.isFinite(start) || !Number.isFinite(end) || start < 0 || end <= start) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onUse(start, end);
  };
  return (
    <div className={styles.custom} role="group" aria-label={t('custom.title')}>
      <TextField
        label={t('custom.min')}
        inputMode="numeric"
        type="number"
        min={0}
        value={min}
        onChange={(e) => setMin(e.target.value)}
        error={invalid ? t('custom.invalid') : undefined}
      />
      <TextField
        label={t('custom.max')}
        inputMode="numeric"
        type="number"
        min={0}
        value={max}
        onChange={(e) => setMax(e.target.value)}
      />
      <Button variant="outline" onClick={use}>
        {t('custom.use')}
      </Button>
    </div>
  );
}
