import { Link } from 'react-router-dom';
import { Button, Modal, Inline } from '@nivaas/ui';
import { searchPath, citiesPath } from '@nivaas/routes';
import type { ListingT } from '../i18n/listing-messages';

export interface LocationDisabledModalProps {
  readonly t: ListingT;
  readonly open: boolean;
  readonly onClose: () => void;
  /** Asks for the position again (the visitor may have just allowed it). */
  readonly onRetry: () => void;
}

/** The location-disabled modal (ModalId 'location-disabled'): near me without a position, and the way on. */
export function LocationDisabledModal({ t, open, onClose, onRetry }: LocationDisabledModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('near.denied.title')}
      closeLabel={t('action.close')}
      size="sm"
      footer={
        <Button variant="outline" onClick={onRetry}>
          {t('near.retry')}
        </Button>
      }
    >
      <p>{t('near.denied.body')}</p>
      <Inline as="p" gap={3} tappable>
        <Link to={searchPath()} onClick={onClose}>
          {t('near.search')}
        </Link>
        <Link to={citiesPath()} onClick={onClose}>
          {t('near.cities')}
        </Link>
      </Inline>
    </Modal>
  );
}
