import { useEffect, useState } from 'react';
import { usePlatform, useResource, useStore, type SessionState, type UiState } from '@nivaas/state';
import { Button, Skeleton, StateView, Text } from '@nivaas/ui';
import { useReviewsApi } from './api/reviews-api';
import type { ReviewableStay } from './api/review-types';
import { ReviewModal } from './review-modal';
import { useInBrowser } from './use-in-browser';
import { useReviewsT } from './reviews-messages';
import styles from './reviews.module.css';

export interface WriteReviewProps {
  readonly hotelId: number;
  readonly hotelName: string;
}

/** The signed-in user's id, or null for a visitor: a string, so the selection is stable between renders. */
const selectUserId = (s: SessionState): string | null => (s.isAuthenticated ? (s.profile?.userId ?? '') : null);
const selectOpen = (s: UiState): boolean => s.modals.review;

/**
 * "Write a review", offered only to a signed-in guest with a completed stay here that has no review yet
 * (getReviewableStays). A visitor is invited to sign in; a signed-in guest without such a stay reads why
 * there is no button. Shown only after the page is in the browser: the session lives there, and the
 * server's HTML (cached for everyone) must not depend on it.
 */
export function WriteReview({ hotelId, hotelName }: WriteReviewProps) {
  const t = useReviewsT();
  const api = useReviewsApi();
  const platform = usePlatform();
  const userId = useStore(platform.session.store, selectUserId);
  const open = useStore(platform.ui.store, selectOpen);
  const inBrowser = useInBrowser();
  // The stays the modal was opened with: it stays put while the list is asked for again.
  const [openedWith, setOpenedWith] = useState<readonly ReviewableStay[]>([]);

  const stays = useResource(inBrowser && userId !== null ? `reviewable-stays:${hotelId}:${userId}` : null, (signal) =>
    api.getReviewableStays({ params: { hotelId } }, { signal }).then((answer) => answer.stays),
  );

  const close = () => platform.bus.emit({ type: 'modal/close', modal: 'review' });
  // The review modal is this component's: it does not outlive the page it was opened on.
  useEffect(() => () => platform.bus.emit({ type: 'modal/close', modal: 'review' }), [platform]);

  if (!inBrowser) return null;
  if (userId === null) {
    return (
      <div className={styles['write']}>
        <Text muted size="sm">
          {t('write.signInNote')}
        </Text>
        <Button variant="outline" onClick={() => platform.bus.emit({ type: 'modal/open', modal: 'login' })}>
          {t('write.signIn')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles['write']}>
      <StateView
        status={stays.status}
        loadingLabel={t('write.checking')}
        loading={<Skeleton variant="text" width="40%" />}
        error={{ title: t('write.staysFailed'), retryLabel: t('retry'), onRetry: stays.reload }}
        headingLevel={3}
        focusRetryOnError={false}
      >
        {() =>
          stays.data?.length ? (
            <Button
              onClick={() => {
                setOpenedWith(stays.data ?? []);
                platform.bus.emit({ type: 'modal/open', modal: 'review' });
              }}
            >
              {t('write.open')}
            </Button>
          ) : (
            <Text muted size="sm">
              {t('write.noStay')}
            </Text>
          )
        }
      </StateView>
      <ReviewModal
        open={open && openedWith.length > 0}
        onClose={() => {
          close();
          // A stay reviewed meanwhile (another tab) or refused is not offered again.
          stays.reload();
        }}
        onSubmitted={close}
        hotelId={hotelId}
        hotelName={hotelName}
        stays={openedWith}
      />
    </div>
  );
}
