import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PaymentStatusResponse } from '@nivaas/api-client/contract';
import { paymentReturnQuery } from '@nivaas/domain/booking';
import { confirmationPath, itineraryPath, type ScreenProps } from '@nivaas/routes';
import { Card, ErrorState, Page, Stack, Text } from '@nivaas/ui';
import { bookingIdOf, bookingTokenOf, useBookingServices } from '../../features/booking-services';
import { CustomerCare } from '../../features/customer-care';
import { WayOutLinks } from '../../features/way-out';
import { usePaymentProcessT } from './payment-process-messages';
import { usePaymentPoll } from './use-payment-poll';
import styles from './payment-process.module.css';

/** Where a settled answer sends the guest: the confirmation, back to the itinerary, or nowhere (a dead end). */
export function destinationOf(
  answer: PaymentStatusResponse,
  orderId: string,
  token: string | undefined,
): string | null {
  if (answer.payment_status === 'paid' || answer.payment_status === 'not_required')
    return confirmationPath(orderId, token);
  const query = answer.itinerary ? paymentReturnQuery(answer.itinerary, answer.failure_reason) : null;
  return query ? itineraryPath(query) : null;
}

/** The end of the road: the page's heading says what happened (so it never still says "Confirming"), this the rest. */
function DeadEnd({ body }: { readonly body: string }) {
  return (
    <Card outlined gap="md">
      <p role="alert">{body}</p>
      <WayOutLinks />
      <CustomerCare />
    </Card>
  );
}

/** /payment-process/{bookingId}/?t=…: waits for the gateway's answer, then goes where the payment leads. */
export default function PaymentProcessScreen({ params, searchParams }: ScreenProps) {
  const t = usePaymentProcessT();
  const navigate = useNavigate();
  const { api } = useBookingServices();
  const orderId = bookingIdOf(params['bookingId']);
  const token = bookingTokenOf(searchParams);
  const poll = usePaymentPoll(api, orderId ?? '', token);
  const ready = orderId !== null;
  const destination = ready && poll.status === 'settled' ? destinationOf(poll.answer, orderId, token) : null;

  useEffect(() => {
    if (destination) navigate(destination, { replace: true });
  }, [destination, navigate]);

  let body;
  let heading = t('title');
  if (!ready || poll.status === 'notFound') {
    heading = t('notFound.title');
    body = <DeadEnd body={t('notFound.body')} />;
  } else if (poll.status === 'apiError') {
    body = (
      <Stack gap={3}>
        <ErrorState
          title={t('error.title')}
          description={t('error.body')}
          retryLabel={t('error.retry')}
          onRetry={poll.retry}
          focusOnMount
        />
        <CustomerCare />
      </Stack>
    );
  } else if (poll.status === 'settled' && destination) {
    body = <p role="status">{poll.answer.payment_status === 'failed' ? t('returning') : t('confirmed')}</p>;
  } else if (poll.status === 'settled') {
    heading = t('failed.title');
    body = <DeadEnd body={t('failed.body')} />;
  } else {
    body = (
      <Card outlined gap="md">
        <p role="status" className={styles['lead']}>
          <span className={styles['spinner']} aria-hidden="true" />
          {t('confirming')}
        </p>
        <Text muted>{t('attempt', { count: poll.attempts, max: poll.maxAttempts })}</Text>
        <p>{t('keepOpen')}</p>
      </Card>
    );
  }

  return (
    <Page
      as="section"
      aria-labelledby="payment-process-title"
      headingProps={{ id: 'payment-process-title' }}
      heading={heading}
    >
      {body}
    </Page>
  );
}
