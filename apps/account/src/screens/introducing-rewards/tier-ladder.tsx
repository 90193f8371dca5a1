import type { RewardsBenefit, RewardsTierInfo } from '@nivaas/domain/booking';
import { useTierName } from '../../features/rewards';
import { useIntroducingRewardsT, type IntroducingRewardsMessageKey } from './introducing-rewards-messages';
import styles from './introducing-rewards.module.css';
import { VisuallyHidden } from '@nivaas/ui';

const KNOWN_BENEFITS = new Set(['member_price', 'early_checkin', 'free_breakfast']);

/**
 * The tier ladder as a table: a column per tier, a row for the nights it needs and one per benefit, each cell ✓ or
 * ✗ with its words for screen readers; then each tier's own text.
 */
export function TierLadder({
  ladder,
  benefitKeys,
}: {
  readonly ladder: readonly RewardsTierInfo[];
  readonly benefitKeys: readonly string[];
}) {
  const t = useIntroducingRewardsT();
  const tierName = useTierName();
  const benefitName = (benefit: Pick<RewardsBenefit, 'key' | 'label'>) =>
    KNOWN_BENEFITS.has(benefit.key) ? t(`benefit.${benefit.key}` as IntroducingRewardsMessageKey) : benefit.label;
  const labels = new Map(ladder.flatMap((tier) => tier.benefits.map((b) => [b.key, benefitName(b)] as const)));
  return (
    <>
      {/* Focusable so a keyboard can scroll a ladder wider than a phone. */}
      <div className={styles['scroll']} role="region" aria-label={t('ladder.caption')} tabIndex={0}>
        <table className={styles['table']}>
          <caption className={styles['caption']}>{t('ladder.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('ladder.benefit')}</th>
              {ladder.map((tier) => (
                <th scope="col" key={tier.tier}>
                  {tierName(tier.tier)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('ladder.nights')}</th>
              {ladder.map((tier) => (
                <td key={tier.tier}>{tier.nights === null ? '—' : t('ladder.nights.value', { count: tier.nights })}</td>
              ))}
            </tr>
            {benefitKeys.map((key) => (
              <tr key={key}>
                <th scope="row">{labels.get(key) ?? key}</th>
                {ladder.map((tier) => {
                  const included = tier.benefits.find((benefit) => benefit.key === key)?.included === true;
                  return (
                    <td key={tier.tier} className={included ? styles['yes'] : styles['no']}>
                      <span aria-hidden="true">{included ? '✓' : '✗'}</span>
                      <VisuallyHidden>{included ? t('included') : t('not-included')}</VisuallyHidden>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className={styles['tiers']}>
        {ladder
          .filter((tier) => tier.text)
          .map((tier) => (
            <div key={tier.tier}>
              <dt>{tierName(tier.tier)}</dt>
              <dd>{tier.text}</dd>
            </div>
          ))}
      </dl>
    </>
  );
}
