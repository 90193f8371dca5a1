import { useState } from 'react';
import { Link } from 'react-router-dom';
import { usePlatform } from '@nivaas/state';
import { copyText } from '../booking-services';
import type { BookingState } from './booking-state';
import { useConfirmationT } from './confirmation-messages';
import styles from './confirmation.module.css';
import { Stack } from '@nivaas/ui';

export interface BookingOverviewProps {
  readonly orderId: string;
  readonly state: BookingState;
  /** The payment page of a pending booking. */
  readonly paymentPath: string;
}

const STATUS_KEY = {
  confirmed: 'status.confirmed',
  payAtHotel: 'status.payAtHotel',
  partPaid: 'status.partPaid',
  pending: 'status.pending',
  failed: 'status.failed',
  cancelled: 'status.cancelled',
} as const;

/** The booking id (copyable) and its status; a pending payment says so and links to its page, never a success. */
export function BookingOverview({ orderId, state, paymentPath }: BookingOverviewProps) {
  const t = useConfirmationT();
  const platform = usePlatform();
  const [copyFailed, setCopyFailed] = useState(false);
  const copy = async () => {
    const ok = await copyText(orderId);
    setCopyFailed(!ok);
    if (ok) platform.bus.emit({ type: 'toast/show', kind: 'success', message: t('bookingId.copied') });
  };
  const unpaid = state === 'pending' || state === 'failed';
  return (
    <Stack gap={2}>
      <dl className={styles['facts']}>
        <div>
          <dt>{t('bookingId.label')}</dt>
          <dd className={styles['bookingId']}>{orderId}</dd>
        </div>
        <div>
          <dt>{t('status.label')}</dt>
          <dd className={unpaid || state === 'cancelled' ? styles['warning'] : styles['success']}>
            {t(STATUS_KEY[state])}
          </dd>
        </div>
      </dl>
      <button type="button" className={styles['textButton']} onClick={() => void copy()}>
        {t('bookingId.copy')}
      </button>
      {copyFailed && <p role="alert">{t('bookingId.copyFailed')}</p>}
      {unpaid && (
        <div className={styles['notice']}>
          <p>{t('pending.body')}</p>
          <Link to={paymentPath}>{t('pending.link')}</Link>
        </div>
      )}
    </Stack>
  );
}
