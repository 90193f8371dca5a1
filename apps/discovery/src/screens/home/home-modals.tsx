import { introducingRewardsPath } from '@nivaas/routes';
import { usePlatform, useStore, type ModalId, type UiState } from '@nivaas/state';
import { Modal, Stack, Text } from '@nivaas/ui';
import { Link } from 'react-router-dom';
import { isObject, listOf, objectOf, sitePath, textOf } from '../../features/content';
import { useHomeT } from './home-messages';
import styles from './home-sections.module.css';

export interface HomeModalsProps {
  /** perfect_stay content: { title, text }. */
  readonly perfectStay: unknown;
  /** loyalty_page_info content: heading banner, ladder tiers, eligibility, terms URL. */
  readonly rewards: unknown;
}

const selectModals = (s: UiState) => s.modals;

/** The perfect-stay and traveller-rewards modals, opened and closed through the shared UI store. */
export default function HomeModals({ perfectStay, rewards }: HomeModalsProps) {
  const t = useHomeT();
  const { bus, ui } = usePlatform();
  const modals = useStore(ui.store, selectModals);
  const close = (modal: ModalId) => () => bus.emit({ type: 'modal/close', modal });
  const ladder = listOf(rewards, 'ladder').filter(isObject);
  const terms = sitePath(textOf(rewards, 'tnc_url'));
  return (
    <>
      <Modal
        open={modals['perfect-stay-banner']}
        onClose={close('perfect-stay-banner')}
        title={textOf(perfectStay, 'title')}
        closeLabel={t('close')}
      >
        <p>{textOf(perfectStay, 'text')}</p>
      </Modal>
      <Modal
        open={modals['traveller-rewards-banner']}
        onClose={close('traveller-rewards-banner')}
        title={textOf(objectOf(rewards, 'heading_banner'), 'title') || t('rewards.modal')}
        closeLabel={t('close')}
      >
        <Stack as="ol" gap={3}>
          {ladder.map((tier) => (
            <li key={textOf(tier, 'tier')} className={styles['tier']}>
              <span className={styles['tierName']}>{textOf(tier, 'tier')}</span>
              {typeof tier['nights'] === 'number' && (
                <Text as="span" muted size="sm">
                  {t('rewards.nights', { count: tier['nights'] })}
                </Text>
              )}
              <span>{textOf(tier, 'text')}</span>
            </li>
          ))}
        </Stack>
        {textOf(rewards, 'eligibility') && <p>{textOf(rewards, 'eligibility')}</p>}
        <p className={styles['links']}>
          <Link to={introducingRewardsPath()} onClick={close('traveller-rewards-banner')}>
            {t('rewards.join')}
          </Link>
          {terms && (
            <Link to={terms} onClick={close('traveller-rewards-banner')}>
              {t('rewards.terms')}
            </Link>
          )}
        </p>
      </Modal>
    </>
  );
}
