import { Link } from 'react-router-dom';
import { homePath } from '@nivaas/routes';
import { usePlatform } from '@nivaas/state';
import { Button, Skeleton, StateView, Page, Stack, Card } from '@nivaas/ui';
import { useBookingHistoryT } from './booking-history-messages';
import { BookingListSection } from './booking-list-section';
import { useBookingHistory } from './use-booking-history';
import styles from './booking-history-screen.module.css';

/** The shape of the list while it loads: two cards. */
function ListSkeleton() {
  return (
    <Stack gap={3}>
      {[0, 1].map((i) => (
        <Card key={i} outlined padding="sm">
          <div className={styles['skeletonCard']}>
            <Skeleton variant="rect" className={styles['skeletonImage']} />
            <Skeleton lines={4} />
          </div>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * /account/booking-history/: the member's upcoming stays (soonest first) and past ones (latest first), each with
 * its count and "show more" of that list only. The shell sends a visitor who is not signed in to login; a visitor
 * who still gets here (the PhonePe app, or a session ended by a 401) is asked to sign in, and the list loads then.
 */
export default function BookingHistoryScreen() {
  const t = useBookingHistoryT();
  const platform = usePlatform();
  const history = useBookingHistory();
  const findHotel = (
    <Link className={styles['findHotel']} to={homePath()}>
      {t('find-hotel')}
    </Link>
  );

  return (
    <Page heading={t('title')}>
      {!history.signedIn ? (
        <div className={styles['signedOut']}>
          <p>{t('signedOut.body')}</p>
          <Button onClick={() => platform.bus.emit({ type: 'modal/open', modal: 'login' })}>
            {t('signedOut.action')}
          </Button>
        </div>
      ) : (
        <StateView
          status={history.status}
          loading={<ListSkeleton />}
          loadingLabel={t('loading')}
          headingLevel={2}
          error={{
            title: t('error.title'),
            description: t('error.body'),
            retryLabel: t('retry'),
            onRetry: history.reload,
          }}
        >
          {() => (
            <>
              <BookingListSection
                id="bookings-upcoming"
                title={t('upcoming.title')}
                bookings={history.upcoming}
                total={history.totals.upcoming}
                eagerCards={2}
                empty={{ title: t('upcoming.empty'), description: t('upcoming.empty.body'), action: findHotel }}
                more={{
                  label: t('more.upcoming'),
                  shown: history.hasMore.upcoming,
                  status: history.moreStatus.upcoming,
                  onMore: () => history.loadMore('upcoming'),
                }}
              />
              <BookingListSection
                id="bookings-past"
                title={t('past.title')}
                bookings={history.past}
                total={history.totals.previous}
                eagerCards={history.upcoming.length === 0 ? 1 : 0}
                empty={{ title: t('past.empty') }}
                more={{
                  label: t('more.previous'),
                  shown: history.hasMore.previous,
                  status: history.moreStatus.previous,
                  onMore: () => history.loadMore('previous'),
                }}
              />
            </>
          )}
        </StateView>
      )}
    </Page>
  );
}
