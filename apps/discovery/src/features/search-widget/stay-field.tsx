import { daysBetween, formatViewDate, type IsoDate } from '@nivaas/domain';
import { type StayRange } from '@nivaas/domain/dates';
import { useLocale } from '@nivaas/i18n';
import { lazy } from 'react';
import { useSearchWidgetT } from './search-widget-messages';
import { SheetField } from './sheet-field';
import styles from './search-widget.module.css';

const loadStaySheet = () => import('./stay-sheet');
// The calendar is code most visits never run: it arrives when the field is touched.
const StaySheet = lazy(loadStaySheet);
const preload = () => void loadStaySheet().catch(() => undefined);

export interface StayFieldProps {
  readonly stay: StayRange;
  readonly today: IsoDate;
  readonly onChange: (stay: StayRange) => void;
}

/** A date's words held together: at half the width of a phone, the button breaks between the dates, never inside one. */
const unbroken = (text: string) => text.replace(/\s/g, '\u00a0');

/**
 * The dates of the search as one button; the calendar opens in a sheet. The catalogue's "{checkin} – {checkout}" has a
 * no-break space before the dash, so the only place the two dates can wrap is after it.
 */
export function StayField({ stay, today, onChange }: StayFieldProps) {
  const t = useSearchWidgetT();
  const locale = useLocale();
  const nights = daysBetween(stay.checkin, stay.checkout);
  return (
    <SheetField
      label={t('stay.label')}
      value={
        <>
          {t('stay.value', {
            checkin: unbroken(formatViewDate(stay.checkin, locale)),
            checkout: unbroken(formatViewDate(stay.checkout, locale)),
          })}
          <span className={styles['fieldMeta']}>{t('stay.nights', { count: nights })}</span>
        </>
      }
      preload={preload}
      sheet={(close) => <StaySheet stay={stay} today={today} onApply={onChange} onClose={close} />}
    />
  );
}
