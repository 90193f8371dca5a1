import type { ReactNode } from 'react';
import type { BookingHistoryItem } from '@nivaas/api-client/contract';
import type { AsyncStatus } from '@nivaas/state';
import { Button, EmptyState, Stack, Text, Heading } from '@nivaas/ui';
import { BookingCard } from '../../features/booking-card';
import { useBookingHistoryT } from './booking-history-messages';
import styles from './booking-history-screen.module.css';

export interface BookingListSectionProps {
  readonly id: string;
  readonly title: string;
  readonly bookings: readonly BookingHistoryItem[];
  /** Bookings in the whole list (the API's count). */
  readonly total: number;
  readonly empty: { readonly title: string; readonly description?: string; readonly action?: ReactNode };
  /** Cards whose photos load at once (above the fold). */
  readonly eagerCards: number;
  readonly more: {
    readonly label: string;
    readonly shown: boolean;
    readonly status: AsyncStatus;
    readonly onMore: () => void;
  };
}

/** One list of the page (upcoming or past): its heading with the count, its cards or its empty state, and more. */
export function BookingListSection({ id, title, bookings, total, empty, eagerCards, more }: BookingListSectionProps) {
  const t = useBookingHistoryT();
  return (
    <Stack as="section" gap={3} aria-labelledby={id}>
      <header className={styles['sectionHeader']}>
        <Heading level={2} id={id} size="xl">
          {title}
        </Heading>
        <Text muted size="sm">
          {t('count', { count: total })}
        </Text>
      </header>
      {bookings.length === 0 ? (
        <EmptyState title={empty.title} description={empty.description} action={empty.action} headingLevel={3} />
      ) : (
        <Stack as="ul" gap={3}>
          {bookings.map((booking, index) => (
            <li key={booking.order_id}>
              <BookingCard booking={booking} eager={index < eagerCards} />
            </li>
          ))}
        </Stack>
      )}
      {more.shown && (
        <Button
          variant="outline"
          fullWidth
          loading={more.status === 'loading'}
          loadingLabel={t('more.loading')}
          onClick={more.onMore}
        >
          {more.label}
        </Button>
      )}
      {more.status === 'error' && (
        <p role="alert" className={styles['error']}>
          {t('more.error')}
        </p>
      )}
    </Stack>
  );
}
