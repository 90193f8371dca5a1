import { useResource } from '@nivaas/state';
import { useRewardsApi, useTierName } from '../../features/rewards';
import { useRewardsT } from './rewards-messages';
import { rewardsPitch } from './rewards-pitch-content';
import styles from './rewards.module.css';
import { Section, Text } from '@nivaas/ui';

/**
 * What the rewards programme is (content `rewards`), for a visitor who is not signed in: above the sign-in prompt,
 * so they know what signing in gives them. Nothing while it loads or when the content has none.
 */
export function RewardsPitchSection() {
  const t = useRewardsT();
  const tierName = useTierName();
  const api = useRewardsApi();
  const content = useResource('content|rewards', (signal) =>
    api.getContentsV2({ query: { keys: 'rewards' } }, { signal }).then((answer) => answer.data['rewards']),
  );
  const pitch = content.status === 'success' ? rewardsPitch(content.data) : null;
  if (!pitch) return null;
  return (
    <Section gap="sm" className={styles['pitch']} headingId="rewards-pitch" title={pitch.title}>
      <Text>{pitch.text}</Text>
      {pitch.tiers.length > 0 && <Text>{t('pitch.tiers', { tiers: pitch.tiers.map(tierName).join(' · ') })}</Text>}
    </Section>
  );
}
