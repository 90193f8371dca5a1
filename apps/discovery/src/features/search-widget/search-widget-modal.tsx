import { usePlatform, useStore, type UiState } from '@nivaas/state';
import { type IsoDate } from '@nivaas/domain';
import { lazy, Suspense } from 'react';

const SearchWidgetDialog = lazy(() => import('./search-widget-dialog'));

export interface SearchWidgetModalProps {
  /** Today in Asia/Kolkata (YYYY-MM-DD); the current day unless a test pins it. */
  readonly today?: IsoDate;
}

const selectOpen = (s: UiState) => s.modals['search-widget'];

/**
 * The search widget as a modal (ModalId 'search-widget', e.g. a listing's "modify search").
 * Mount it once; it renders nothing until the modal is opened, and its code arrives then.
 */
export function SearchWidgetModal({ today }: SearchWidgetModalProps) {
  const { ui } = usePlatform();
  const open = useStore(ui.store, selectOpen);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SearchWidgetDialog today={today} />
    </Suspense>
  );
}
