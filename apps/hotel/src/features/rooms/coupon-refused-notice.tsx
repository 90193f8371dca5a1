import { Button } from '@nivaas/ui';
import { useRoomsT } from './rooms-messages';
import styles from './rooms.module.css';

export interface CouponRefusedNoticeProps {
  /** The URL's coupon and the API's reason for refusing it to this visitor. */
  readonly refusal: { readonly code: string; readonly reason: string };
  readonly signedIn: boolean;
  readonly onSignIn: () => void;
}

/** The API's refusal of a members' coupon starts "Log in to use" (apps/api pricing/coupons.ts, docs/rules.md 8). */
const MEMBERS_ONLY = /^log in to use/i;

/**
 * A hotel link's coupon that cannot be used by this visitor: said above the rooms, whose prices carry the best
 * coupon they may use instead; with Sign in when signing in is what it takes (a members' coupon).
 */
export function CouponRefusedNotice({ refusal, signedIn, onSignIn }: CouponRefusedNoticeProps) {
  const t = useRoomsT();
  return (
    <div className={styles.couponRefused} role="status">
      <p>{t('coupon.refused', { code: refusal.code, reason: refusal.reason })}</p>
      {!signedIn && MEMBERS_ONLY.test(refusal.reason) && (
        <Button variant="outline" onClick={onSignIn}>
          {t('coupon.refused.sign-in')}
        </Button>
      )}
    </div>
  );
}
