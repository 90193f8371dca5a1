import { Link } from 'react-router-dom';
import { introducingRewardsPath } from '@nivaas/routes';
import { MemberView } from '../../features/profile';
import { useRewardsT } from './rewards-messages';
import { RewardsPitchSection } from './rewards-pitch';
import { StatementList } from './statement-list';
import { useRewards } from './use-rewards';
import { WalletSummary } from './wallet-summary';
import styles from './rewards.module.css';
import { Page } from '@nivaas/ui';

/**
 * /rewards/: the member's points (balance and its rupee value), loyalty tier with the nights to the next, savings,
 * the next expiry and the paged statement. Points earned on a booking later cancelled show as their reversal. A
 * visitor who is not signed in reads what the programme is (content rewards) above the sign-in prompt.
 */
export default function RewardsScreen() {
  const t = useRewardsT();
  const rewards = useRewards();
  const { resource, wallet } = rewards;
  return (
    <Page heading={t('title')}>
      {!rewards.signedIn && <RewardsPitchSection />}
      <MemberView signedIn={rewards.signedIn} resource={resource} t={t}>
        {(extras) => (
          <>
            <WalletSummary wallet={wallet} extras={extras} />
            <StatementList
              statements={wallet.statements}
              total={rewards.total}
              hasMore={rewards.hasMore}
              loading={wallet.isStatementLoading}
              failed={rewards.moreFailed}
              onMore={() => void rewards.showMore()}
            />
          </>
        )}
      </MemberView>
      <Link className={styles['learn']} to={introducingRewardsPath()}>
        {t('learn')}
      </Link>
    </Page>
  );
}
