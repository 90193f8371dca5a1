import type { ScreenProps } from '@nivaas/routes';
import { PageResourceView } from '@nivaas/ui';
import { useWebCheckinApi, useWebCheckinT, WebCheckinView, webCheckinHashOf } from '../../features/web-checkin';
import { InvalidGuestLink } from '../../features/guest-link';
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
  if (invalid || !hash) return <InvalidGuestLink t={t} />;
  return (
    <PageResourceView resource={resource} t={t}>
      {(checkin) => <WebCheckinView hash={hash} checkin={checkin} />}
    </PageResourceView>
  );
}
