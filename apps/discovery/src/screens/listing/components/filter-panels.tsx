import type { ListingT } from '../i18n/listing-messages';
import type { FilterEngine } from '../hooks/use-filter-engine';
import type { OpenPanel } from './filter-bar';
import { FilterPopup } from './filter-popup';
import type { LabelContext } from './option-labels';
import { QuickFilterModal } from './quick-filter-modal';
import { RefineResultsModal } from './refine-results-modal';
import { SortSheet } from './sort-sheet';

export interface FilterPanelsProps {
  readonly t: ListingT;
  readonly engine: FilterEngine;
  readonly labels: Omit<LabelContext, 'customPriceRange'>;
  /** The popup or sort sheet open, if any. */
  readonly panel: OpenPanel | null;
  readonly onClosePanel: () => void;
  readonly quickOpen: boolean;
  readonly refineOpen: boolean;
  readonly onCloseModal: (modal: 'refine-results' | 'quick-filter') => void;
}

/**
 * Every sheet and modal that edits the filters. A chunk of its own, fetched when the visitor
 * shows intent (touches or focuses the filter bar) or opens one: the list does not wait for it.
 */
export default function FilterPanels({
  t,
  engine,
  labels,
  panel,
  onClosePanel,
  quickOpen,
  refineOpen,
  onCloseModal,
}: FilterPanelsProps) {
  return (
    <>
      <SortSheet t={t} open={panel === 'sort'} onClose={onClosePanel} engine={engine} />
      {(['Price', 'Rating', 'Popular', 'Location'] as const).map((popup) => (
        <FilterPopup
          key={popup}
          t={t}
          popup={popup}
          open={panel === popup}
          onClose={onClosePanel}
          engine={engine}
          labels={labels}
        />
      ))}
      <QuickFilterModal
        t={t}
        open={quickOpen}
        onClose={() => onCloseModal('quick-filter')}
        engine={engine}
        labels={labels}
      />
      <RefineResultsModal
        t={t}
        open={refineOpen}
        onClose={() => onCloseModal('refine-results')}
        engine={engine}
        labels={labels}
        setup={engine.setup}
      />
    </>
  );
}
