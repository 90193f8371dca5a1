import { Button, Text } from '@nivaas/ui';
import { usePaymentT } from './payment-messages';
import type { PayAtHotelFailure } from './use-pay-at-hotel';
import styles from './payment-section.module.css';

export interface PayFailureMessageProps {
  readonly failure: PayAtHotelFailure | null;
  readonly onPayNow: () => void;
}

/** Why the last Pay did not go through, as an alert under the button; a foreign mobile is offered pay now. */
export function PayFailureMessage({ failure, onPayNow }: PayFailureMessageProps) {
  const t = usePaymentT();
  if (!failure || failure.kind === 'itinerary-changed') return null;
  if (failure.kind === 'foreign-mobile') {
    return (
      <div role="alert" className={styles['failure']}>
        <Text muted size="sm">
          {t('foreign.text')}
        </Text>
        <Button variant="outline" onClick={onPayNow}>
          {t('foreign.payNow')}
        </Button>
      </div>
    );
  }
  const text =
    failure.kind === 'network'
      ? t('error.network')
      : failure.kind === 'too-many-requests'
        ? (failure.message ?? t('error.tooMany'))
        : failure.message
          ? t('error.refused', { message: failure.message })
          : t('error.generic');
  return (
    <p role="alert" className={styles['failure']}>
      {text}
    </p>
  );
}
