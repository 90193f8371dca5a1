import { usePlatform } from '@nivaas/state';
import { type IsoDate } from '@nivaas/domain';
import { Modal } from '@nivaas/ui';
import { useNavigate } from 'react-router-dom';
import { SearchWidget } from './search-widget';
import { closeSearchWidget } from './search-widget-commands';
import { useSearchWidgetT } from './search-widget-messages';

/** The modal's content, loaded when it first opens. */
export default function SearchWidgetDialog({ today }: { readonly today?: IsoDate }) {
  const t = useSearchWidgetT();
  const { bus } = usePlatform();
  const navigate = useNavigate();
  const close = () => closeSearchWidget(bus);
  return (
    <Modal open size="fullscreen" title={t('modal.title')} closeLabel={t('close')} onClose={close}>
      <SearchWidget
        today={today}
        autoFocus
        onSearch={(url) => {
          close();
          navigate(url);
        }}
      />
    </Modal>
  );
}
