import type { Checkout } from '@nivaas/api-client/contract';
import { formatInr } from '@nivaas/domain';
import { walletPointsUsable, WALLET_MAX_PERCENT } from '@nivaas/domain/prices';
import { useLocale } from '@nivaas/i18n';
import type { AsyncStatus } from '@nivaas/state';
import { Button, Switch, Section } from '@nivaas/ui';
import { useWalletPointsT } from './wallet-points-messages';
import styles from './wallet-points.module.css';

export interface WalletPointsProps {
  readonly checkout: Checkout;
  readonly signedIn: boolean;
  /** The apply or remove call on its way, if any. */
  readonly status: AsyncStatus | undefined;
  /** The API's first error message of the last failed points call. */
  readonly error: string | null;
  /** Turns points on or off; resolves true when the API agreed. */
  readonly onToggle: (on: boolean) => Promise<boolean>;
  /** Opens the shell's login modal. */
  readonly onSignIn: () => void;
}

/**
 * Members: the member saving applied, and wallet points as a switch the guest turns on (never on by default),
 * with the balance and the cap. A visitor who is not signed in sees a plain invitation to sign in.
 */
export function WalletPoints({ checkout, signedIn, status, error, onToggle, onSignIn }: WalletPointsProps) {
  const t = useWalletPointsT();
  const locale = useLocale();
  const price = checkout.price.selected_rate_plan.price;
  const money = (amount: number) => formatInr(amount, locale);
  if (!signedIn) {
    return (
      <Section card="raised" gap="sm" headingId="wallet-points-title" title={t('heading')}>
        <p className={styles['note']}>{t('sign-in.note')}</p>
        <Button variant="ghost" onClick={onSignIn}>
          {t('sign-in')}
        </Button>
      </Section>
    );
  }
  const balance = checkout.wallet_balance;
  const cap = walletPointsUsable(balance, price.total_price_with_platform_fee);
  return (
    <Section card="raised" gap="sm" headingId="wallet-points-title" title={t('heading')}>
      {price.member_discount > 0 && (
        <p className={styles['member']}>{t('member', { saving: money(price.member_discount) })}</p>
      )}
      {balance > 0 ? (
        <Switch
          label={t('use')}
          description={t('balance', { balance: money(balance), cap: money(cap), percent: String(WALLET_MAX_PERCENT) })}
          checked={price.wallet_applied}
          disabled={status === 'loading'}
          onChange={(on) => void onToggle(on)}
        />
      ) : (
        <p className={styles['note']}>{t('balance.none')}</p>
      )}
      {price.wallet_applied && price.wallet_discount > 0 && (
        <p className={styles['member']}>{t('used', { amount: money(price.wallet_discount) })}</p>
      )}
      {error && (
        <p className={styles['error']} role="alert">
          {error}
        </p>
      )}
      <p className={styles['note']} role="status">
        {status === 'loading' ? t('updating') : ''}
      </p>
    </Section>
  );
}
