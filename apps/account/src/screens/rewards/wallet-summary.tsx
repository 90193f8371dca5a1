import { formatInr, formatLongDate, todayInKolkata } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import type { WalletState } from '@nivaas/state';
import { useTierName } from '../../features/rewards';
import { useRewardsT } from './rewards-messages';
import type { RewardsExtras } from './use-rewards';
import styles from './rewards.module.css';
import { Section } from '@nivaas/ui';

const dayOf = (value: string | null): string | null => {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : todayInKolkata(time);
};

/** Balance (1 point = ₹1, as checkout charges them), tier and the nights to the next, savings and the next expiry. */
export function WalletSummary({ wallet, extras }: { readonly wallet: WalletState; readonly extras: RewardsExtras }) {
  const t = useRewardsT();
  const locale = useLocale();
  const tierName = useTierName();
  const balance = wallet.totalBalance;
  const next = extras.nextTier ? tierName(extras.nextTier) : '';
  const goal = extras.qualifyingNights + extras.nightsToNextTier;
  const expiry = dayOf(wallet.upcomingExpiryDate);
  return (
    <>
      <Section card gap="sm" className={styles['flush']} headingId="rewards-balance" title={t('balance')}>
        <p className={styles['balance']}>{t('points', { count: balance })}</p>
        <p className={styles['note']}>{t('worth', { amount: formatInr(balance, locale) })}</p>
        {wallet.upcomingExpiryPoints > 0 && expiry && (
          <p className={styles['expiry']}>
            {t('expiry', { count: wallet.upcomingExpiryPoints, date: formatLongDate(expiry, locale) })}
          </p>
        )}
        <p className={styles['note']}>
          {wallet.totalSavings > 0
            ? t('savings', { amount: formatInr(wallet.totalSavings, locale) })
            : t('savings.none')}
        </p>
      </Section>
      <Section
        card
        gap="sm"
        className={styles['flush']}
        headingId="rewards-tier"
        title={<>{t('tier', { tier: tierName(wallet.loyaltyTier) || tierName('silver') })}</>}
      >
        <p className={styles['note']}>{t('tier.nights', { count: extras.qualifyingNights })}</p>
        {next && goal > 0 ? (
          <>
            <div
              className={styles['track']}
              role="progressbar"
              aria-label={t('tier.progress', { tier: next })}
              aria-valuemin={0}
              aria-valuemax={goal}
              aria-valuenow={extras.qualifyingNights}
              aria-valuetext={t('tier.next', { count: extras.nightsToNextTier, tier: next })}
            >
              {/* Safe inline style: /rewards/ is never drawn on the server (a member's page), so React sets it through the CSSOM, which CSP does not govern. */}
              <span className={styles['fill']} style={{ width: `${(100 * extras.qualifyingNights) / goal}%` }} />
            </div>
            <p>{t('tier.next', { count: extras.nightsToNextTier, tier: next })}</p>
          </>
        ) : (
          <p>{t('tier.top')}</p>
        )}
      </Section>
    </>
  );
}
