import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { bookingHistoryPath, homePath } from '@nivaas/routes';
import { Inline } from '@nivaas/ui';
import { useWayOutT } from './way-out-messages';

/**
 * Where a guest can go from a page that cannot go further (a booking not found, a payment with no way back):
 * the home page and their bookings, after the page's own way on when it has one (`first`, a list item).
 */
export function WayOutLinks({ first }: { readonly first?: ReactNode }) {
  const t = useWayOutT();
  return (
    <Inline as="ul" gap={4} tappable>
      {first}
      <li>
        <Link to={homePath()}>{t('home')}</Link>
      </li>
      <li>
        <Link to={bookingHistoryPath()}>{t('history')}</Link>
      </li>
    </Inline>
  );
}
