import type { ScreenProps } from '@nivaas/routes';
import { PageResourceView } from '@nivaas/ui';
import {
  CancellationView,
  cancellationHashOf,
  useCancellationApi,
  useCancellationT,
} from '../../features/cancellation';
import { InvalidGuestLink } from '../../features/guest-link';
import { useLinkResource } from '../../features/link-resource';

/**
 * /c-{cancellationHash}/ (no sign-in: the hash is the capability): the booking by its hash, the refund before
 * the guest confirms, reasons and message, then the confirm step. A hash that cannot be one is never sent; one
 * the API does not know (404) gets the same clear page.
 */
export default function BookingCancellationScreen({ params }: ScreenProps) {
  const t = useCancellationT();
  const api = useCancellationApi();
  const hash = cancellationHashOf(params['cancellationHash']);
  const { resource, invalid } = useLinkResource('cancellation', hash, (token, signal) =>
    api.getCancellationDetails({ params: { id: token } }, { signal }),
  );
  if (invalid) return <InvalidGuestLink t={t} />;
  return (
    <PageResourceView resource={resource} t={t}>
      {(details) => <CancellationView details={details} />}
    </PageResourceView>
  );
}
