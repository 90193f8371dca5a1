import type { ScreenProps } from '@nivaas/routes';
import { StateView } from '@nivaas/ui';
import {
  InvalidWebCheckinLink,
  useWebCheckinApi,
  useWebCheckinT,
  WebCheckinView,
  webCheckinHashOf,
} from '../../features/web-checkin';
import { useLinkResource } from '../../features/link-resource';

/**
 * /web-checkin/{hash}/ (no sign-in: the hash is the capability): the booking's web check-in by its hash. A hash
 * that cannot be one is never sent; one the API does not know (404) gets the same clear page.
 */
export default function WebCheckinScreen({ params }: ScreenProps) {
  const t = useWebCheckinT();
  const api = useWebCheckinApi();
  const hash = webCheckinHashOf(params['hash']);
  const { resource, invalid } = useLinkResource('web-checkin', hash, (token, signal) =>
    api.getWebCheckin({ params: { hash: token } }, { signal }),
  );
  if (invalid) return <InvalidWebCheckinLink />;

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
      {() => (resource.data && hash ? <WebCheckinView hash={hash} checkin={resource.data} /> : null)}
    </StateView>
  );
}
