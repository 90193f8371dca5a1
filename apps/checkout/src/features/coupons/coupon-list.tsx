import type { ItineraryCoupon } from '@nivaas/api-client/contract';
import { formatInr } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import { Button } from '@nivaas/ui';
import type { CouponsT } from './coupons-messages';
import styles from './coupons.module.css';

export interface CouponListProps {
  readonly t: CouponsT;
  readonly coupons: readonly ItineraryCoupon[];
  readonly applying: boolean;
  readonly onApply: (code: string) => void;
  /** Opens sign-in: a coupon for members says how to get it instead of only refusing. */
  readonly onSignIn: () => void;
}

/**
 * Every coupon of the itinerary's list: the ones that save something with Apply and their saving on this
 * stay, a members' coupon with Sign in, and the others with why they do not apply (first booking only,
 * below their minimum). Nothing is pre-selected.
 */
export function CouponList({ t, coupons, applying, onApply, onSignIn }: CouponListProps) {
  const locale = useLocale();
  const money = (amount: number) => formatInr(amount, locale);
  return (
    <ul className={styles['list']} aria-label={t('list.label')}>
      {coupons.map((coupon) => (
        <li key={coupon.code} className={styles['offer']} data-status={coupon.status}>
          <p className={styles['code']}>{coupon.code}</p>
          <p>{coupon.description}</p>
          {coupon.status === 'applied' && (
            <p className={styles['saving']}>{t('list.applied', { saving: money(coupon.saving) })}</p>
          )}
          {coupon.status === 'available' && (
            <>
              <p className={styles['saving']}>{t('suggested.saving', { saving: money(coupon.saving) })}</p>
              <Button
                onClick={() => onApply(coupon.code)}
                disabled={applying}
                aria-label={t('suggested.apply.label', { code: coupon.code })}
              >
                {t('suggested.apply')}
              </Button>
            </>
          )}
          {coupon.status === 'login_required' && (
            <>
              <p className={styles['muted']}>{t('list.login')}</p>
              <Button
                variant="outline"
                onClick={onSignIn}
                aria-label={t('list.login.action.label', { code: coupon.code })}
              >
                {t('list.login.action')}
              </Button>
            </>
          )}
          {coupon.status === 'first_booking_only' && <p className={styles['muted']}>{t('list.first-booking')}</p>}
          {coupon.status === 'below_minimum' && (
            <p className={styles['muted']}>{t('list.minimum', { amount: money(coupon.min_amount) })}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
