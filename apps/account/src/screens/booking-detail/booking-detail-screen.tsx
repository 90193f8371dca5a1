import { Link } from 'react-router-dom';
import { isApiError } from '@nivaas/api-client';
import { bookingHistoryPath, type ScreenProps } from '@nivaas/routes';
import { usePlatform, useResource, useSignedIn } from '@nivaas/state';
import { Button, Inline, Page, PageHeading, PageResourceView, Skeleton, Stack } from '@nivaas/ui';
import { BookingActions } from '../../features/booking-actions';
import {
  BookingSummary,
  GuestSection,
  HotelSection,
  PaymentSection,
  StaySection,
  useBookingOfflineCopy,
} from '../../features/booking-detail';
import { useBookingDetailApi } from './booking-detail-api';
import { useBookingDetailScreenT } from './booking-detail-screen-messages';
import styles from './booking-detail-screen.module.css';

/** The contract's OrderIdParam: 1 to 40 characters; ours are letters, digits, `_` and `-`. */
const ORDER_ID = /^[A-Za-z0-9_-]{1,40}$/;
const orderIdOf = (value: string | undefined) => {
  const text = value?.trim();
  return text && ORDER_ID.test(text) ? text : null;
};
const noop = () => undefined;

function NotFound() {
  const t = useBookingDetailScreenT();
  return (
    <Stack gap={3} role="alert">
      <PageHeading size="2xl">{t('notFound.title')}</PageHeading>
      <p>{t('notFound.body')}</p>
      <Inline as="ul" tappable>
        <li>
          <Link to={bookingHistoryPath()}>{t('notFound.back')}</Link>
        </li>
      </Inline>
    </Stack>
  );
}

/**
 * /account/booking-history/{bookingId}/: everything of one of the member's bookings (docs/rules.md 3's booking history
 * item) and the actions that apply now. An id that cannot be one, or a booking that is not this member's (404),
 * gets "We can't find this booking in your account" with the way back to the list; no call is made for a bad id.
 */
export default function BookingDetailScreen({ params }: ScreenProps) {
  const t = useBookingDetailScreenT();
  const api = useBookingDetailApi();
  const platform = usePlatform();
  const signedIn = useSignedIn(noop);
  const orderId = orderIdOf(params['bookingId']);
  const resource = useResource(signedIn && orderId ? `booking|${orderId}` : null, (signal) =>
    api.getBookingDetail({ params: { orderId: orderId ?? '' } }, { signal }),
  );
  const notFound =
    orderId === null ||
    (resource.status === 'error' && isApiError(resource.error) && [400, 403, 404].includes(resource.error.status));
  useBookingOfflineCopy(signedIn && !notFound ? (resource.data ?? null) : null);

  if (notFound) {
    return (
      <Page className={styles['flush']}>
        <NotFound />
      </Page>
    );
  }
  if (!signedIn) {
    return (
      <Page className={styles['flush']}>
        <PageHeading size="2xl">{t('signedOut.title')}</PageHeading>
        <p>{t('signedOut.body')}</p>
        <div>
          <Button onClick={() => platform.bus.emit({ type: 'modal/open', modal: 'login' })}>
            {t('signedOut.action')}
          </Button>
        </div>
      </Page>
    );
  }
  return (
    <Page className={styles['flush']}>
      <Link className={styles['back']} to={bookingHistoryPath()}>
        <span aria-hidden="true">← </span>
        {t('back')}
      </Link>
      <PageResourceView
        resource={resource}
        t={t}
        loading={
          <Stack gap={3}>
            <Skeleton variant="rect" className={styles['skeletonImage']} />
            <Skeleton lines={6} />
          </Stack>
        }
      >
        {(booking) => (
          <Stack gap={4}>
            <Stack as="header" gap={3}>
              <PageHeading size="2xl">{booking.hotel_name}</PageHeading>
              <BookingSummary booking={booking} />
            </Stack>
            <BookingActions booking={booking} />
            <StaySection booking={booking} />
            <HotelSection booking={booking} />
            <GuestSection booking={booking} />
            <PaymentSection booking={booking} />
          </Stack>
        )}
      </PageResourceView>
    </Page>
  );
}
