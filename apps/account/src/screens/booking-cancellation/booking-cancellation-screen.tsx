import { isApiError } from '@nivaas/api-client';
import type { ScreenProps } from '@nivaas/routes';
import { useResource } from '@nivaas/state';
import { StateView } from '@nivaas/ui';
import {
  CancellationView,
  cancellationHashOf,
  InvalidCancellationLink,
  useCancellationApi,
  useCancellationT,
} from '../../features/cancellation';

/**
 * /c-{cancellationHash}/ (no sign-in: the hash is the capability): the booking by its hash, the refund before
 * the guest confirms, reasons and message, then the confirm step. A hash that cannot be one is never sent; one
 * the API does not know (404) gets the same clear page.
 */
export default function BookingCancellationScreen({ params }: ScreenProps) {
  const t = useCancellationT();
  const api = useCancellationApi();
  const hash = cancellationHashOf(params['cancellationHash']);
  const resource = useResource(hash ? `cancellation|${hash}` : null, (signal) =>
    api.getCancellationDetails({ params: { id: hash ?? '' } }, { signal }),
  );
  const invalid =
    hash === null ||
    (resource.status === 'error' && isApiError(resource.error) && [400, 404].includes(resource.error.status));
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
