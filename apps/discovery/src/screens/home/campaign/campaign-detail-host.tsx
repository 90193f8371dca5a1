import { useIsClient } from '@nivaas/ui';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { CAMPAIGN_PARAM, campaignIdFrom } from './campaign-id';

const loadDialog = () => import(/* webpackChunkName: "campaign-detail" */ './campaign-detail-dialog');
const CampaignDetailDialog = lazy(loadDialog);

/** Fetches the detail's code when a banner is about to be opened (touch, pointer, focus). */
export const preloadCampaignDetail = (): void => void loadDialog().catch(() => undefined);

/** What a banner's link carries, so closing the detail goes back instead of adding a history entry. */
export const FROM_BANNER_STATE = { campaignFromBanner: true } as const;

const openedFromBanner = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as Record<string, unknown>)['campaignFromBanner'] === true;

/**
 * The campaign detail of home's URL (`/?campaign={id}`): nothing without one. Its code and its request wait for the
 * browser (the server draws home without it: a dialog is not what a crawler reads) and arrive only when a campaign
 * is opened, so home's first load does not grow. Closing goes back to home as it was: back in history when a banner
 * opened it, else the parameter is removed.
 */
export function CampaignDetailHost() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useIsClient();
  const id = campaignIdFrom(params.get(CAMPAIGN_PARAM));
  if (!client || id === null) return null;
  const close = () => {
    if (openedFromBanner(location.state)) {
      navigate(-1);
      return;
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CAMPAIGN_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return (
    <Suspense fallback={null}>
      <CampaignDetailDialog id={id} onClose={close} />
    </Suspense>
  );
}
