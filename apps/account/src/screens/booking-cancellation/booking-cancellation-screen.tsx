import type { ScreenProps } from '@nivaas/routes';
import { StateView } from '@nivaas/ui';
import {
  CancellationView,
  cancellationHashOf,
  InvalidCancellationLink,
  useCancellationApi,
  useCancellationT,
} from '../../features/cancellation';
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
  if (invalid) return <InvalidCancellationLink />;

  return (
    <StateView
      status={resource.data ? 'success' : resource.status}
      loadingLabel={t('loading')}
      headingLevel={1}
      error={{
        title: t('error.title'),
        description: t('error.body'),
        retryLabel: t('retry'),
        onRetry: resource.reload,
      }}
    >
      {() => (resource.data ? <CancellationView details={resource.data} /> : null)}
    </StateView>
  );
}
