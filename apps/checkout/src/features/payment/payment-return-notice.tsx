import { useEffect, useId, useRef, useState } from 'react';
import { Button, Inline, Text, Section } from '@nivaas/ui';
import { usePaymentT } from './payment-messages';
import type { PaymentFailureReason } from './payment-types';
import styles from './payment-section.module.css';

export interface PaymentReturnNoticeProps {
  readonly reason: PaymentFailureReason;
  /** Focuses Pay (null while the itinerary and its payment section are not drawn yet: no action is offered). */
  readonly onTryAgain: (() => void) | null;
  /** Focuses the way to pay (method, or mode for pay at hotel) so the guest can pick another. */
  readonly onOtherWay: (() => void) | null;
}

/**
 * What happened at the gateway (declined, cancelled, expired, failed), first on the itinerary the guest comes back
 * to, not 1,800 px further down by the Pay button where no one would see it. Its words go into a live region after
 * mount, so screen readers announce them on arrival; it is brought into view if anything pushed it out; the next
 * actions are beside it.
 */
export function PaymentReturnNotice({ reason, onTryAgain, onOtherWay }: PaymentReturnNoticeProps) {
  const t = usePaymentT();
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  // Empty at first and filled just after mount: a live region announces what is put into it, not what it held.
  const [said, setSaid] = useState('');
  const text = t(`returned.${reason}`);
  useEffect(() => {
    const fill = setTimeout(() => setSaid(text), 0);
    return () => clearTimeout(fill);
  }, [text]);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <Section
      ref={ref}
      className={styles['returned']}
      headingId={headingId}
      title={t('returned.title')}
      data-payment-return={reason}
    >
      <Text role="alert">{said}</Text>
      {onTryAgain && onOtherWay && (
        <Inline gap={2}>
          <Button onClick={onTryAgain}>{t('returned.tryAgain')}</Button>
          <Button variant="outline" onClick={onOtherWay}>
            {t('returned.otherWay')}
          </Button>
        </Inline>
      )}
    </Section>
  );
}
