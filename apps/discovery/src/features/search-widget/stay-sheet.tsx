import { addDays, type IsoDate } from '@nivaas/domain';
import { clampStay, MAX_STAY_NIGHTS, type StayRange } from '@nivaas/domain/dates';
import { BottomSheet, Button, DateRangePicker, type DateRange } from '@nivaas/ui';
import { useState } from 'react';
import { useSearchWidgetT } from './search-widget-messages';
import styles from './search-widget.module.css';

export interface StaySheetProps {
  readonly stay: StayRange;
  readonly today: IsoDate;
  readonly onApply: (stay: StayRange) => void;
  readonly onClose: () => void;
}

/**
 * The calendar. Whatever is picked goes through clampStay (docs/rules.md section 5): a past check-in
 * moves to today, a missing or same-day check-out becomes the next day, at most 15 nights.
 */
export default function StaySheet({ stay, today, onApply, onClose }: StaySheetProps) {
  const t = useSearchWidgetT();
  const [range, setRange] = useState<DateRange>({ checkIn: stay.checkin, checkOut: stay.checkout });
  const apply = (picked: DateRange) => {
    const checkin = picked.checkIn ?? stay.checkin;
    onApply(clampStay({ checkin, checkout: picked.checkOut ?? addDays(checkin, 1) }, today));
    onClose();
  };
  return (
    <BottomSheet
      open
      onClose={onClose}
      title={t('stay.sheet')}
      closeLabel={t('close')}
      footer={
        <Button type="button" fullWidth onClick={() => apply(range)}>
          {t('stay.done')}
        </Button>
      }
    >
      <p role="status" className={styles['hint']}>
        {range.checkIn && !range.checkOut ? t('stay.pickCheckout', { max: MAX_STAY_NIGHTS }) : ''}
      </p>
      <DateRangePicker
        label={t('stay.calendar')}
        checkIn={range.checkIn}
        checkOut={range.checkOut}
        today={today}
        maxNights={MAX_STAY_NIGHTS}
        months={6}
        weekStartsOn={1}
        checkInLabel={t('stay.checkin')}
        checkOutLabel={t('stay.checkout')}
        onChange={(next) => (next.checkIn && next.checkOut ? apply(next) : setRange(next))}
      />
    </BottomSheet>
  );
}
