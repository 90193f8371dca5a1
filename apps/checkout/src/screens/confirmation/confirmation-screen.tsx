import { useLocation } from 'react-router-dom';
import { isApiError } from '@nivaas/api-client';
import type { ScreenProps } from '@nivaas/routes';
import { useResource } from '@nivaas/state';
import { Page, PageHeading, PageResourceView, Stack } from '@nivaas/ui';
import { bookingIdOf, bookingTokenOf, useBookingServices } from '../../features/booking-services';
import { WayOutLinks } from '../../features/way-out';
import { useConfirmationScreenT } from './confirmation-screen-messages';
import { ConfirmationView } from './confirmation-view';
import styles from './confirmation-screen.module.css';

/** A booking the API does not show to this visitor (unknown, or no token and not its owner): its own page. */
function BookingNotFound() {
  const t = useConfirmationScreenT();
  return (
    <Stack gap={4} className={styles['flush']}>
      <PageHeading size="2xl">{t('notFound.title')}</PageHeading>
      <p>{t('notFound.body')}</p>
      <WayOutLinks />
    </Stack>
  );
}

/**
 * /confirmation/{bookingId}/?t=…: the booking by its token (the link the guest was given), or to its signed-in
 * owner without one. Anyone else, or an unknown booking, gets "We could not find this booking".
 */
export default function ConfirmationScreen({ params, searchParams }: ScreenProps) {
  const t = useConfirmationScreenT();
  const { hash } = useLocation();
  const { api } = useBookingServices();
  const orderId = bookingIdOf(params['bookingId']);
  const token = bookingTokenOf(searchParams);
  const resource = useResource(orderId ? `confirmation|${orderId}|${token ?? ''}` : null, (signal) =>
    api.getConfirmation({ params: { orderId: orderId ?? '' }, query: token ? { t: token } : {} }, { signal }),
  );
  const notFound =
    orderId === null ||
    (resource.status === 'error' && isApiError(resource.error) && [400, 403, 404].includes(resource.error.status));

  return (
    <Page>
      {notFound || orderId === null ? (
        <BookingNotFound />
      ) : (
        <PageResourceView resource={resource} t={t}>
          {(confirmation) => (
            <ConfirmationView
              confirmation={confirmation}
              orderId={orderId}
              token={token}
              hash={hash}
              reload={resource.reload}
            />
          )}
        </PageResourceView>
      )}
    </Page>
  );
}
