import { daysBetween, formatViewDate, type IsoDate, type StayRange } from '@nivaas/state';
import { lazy, Suspense, useId, useState } from 'react';
import { useSearchWidgetT } from './search-widget-messages';
import styles from './search-widget.module.css';

const loadStaySheet = () => import('./stay-sheet');
// The calendar is code most visits never run: it arrives when the field is touched.
const StaySheet = lazy(loadStaySheet);

export interface StayFieldProps {
  readonly stay: StayRange;
  readonly today: IsoDate;
  readonly onChange: (stay: StayRange) => void;
}

/** The dates of the search as one button; the calendar opens in a sheet. */
export function StayField({ stay, today, onChange }: StayFieldProps) {
  const t = useSearchWidgetT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const nights = daysBetween(stay.checkin, stay.checkout);
  const preload = () => void loadStaySheet().catch(() => undefined);
  return (
    <div className={styles['field']}>
      <span id={`${id}-label`} className={styles['fieldLabel']}>
        {t('stay.label')}
      </span>
      <button
        type="button"
        className={styles['fieldButton']}
        aria-haspopup="dialog"
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <span id={`${id}-value`}>
          {t('stay.value', { checkin: formatViewDate(stay.checkin), checkout: formatViewDate(stay.checkout) })}
          <span className={styles['fieldMeta']}>
            {nights === 1 ? t('stay.night') : t('stay.nights', { count: nights })}
          </span>
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <StaySheet stay={stay} today={today} onApply={onChange} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
