import { BottomSheet, RadioGroup } from '@nivaas/ui';
import type { SortBy } from '@nivaas/domain/search';
import type { ListingT } from '../i18n/listing-messages';
import type { FilterEngine } from '../hooks/use-filter-engine';

export interface SortSheetProps {
  readonly t: ListingT;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly engine: FilterEngine;
}

/** The sort options of this listing (distance only where there is a point); a choice applies at once. */
export function SortSheet({ t, open, onClose, engine }: SortSheetProps) {
  const { state } = engine;
  const current = state.appliedSort ?? state.sort.by;
  const choose = (value: string) => {
    onClose();
    void engine.apply({ type: 'sort', by: value as SortBy });
  };
  return (
    <BottomSheet open={open} onClose={onClose} title={t('sort.title')} closeLabel={t('action.close')}>
      <RadioGroup
        legend={t('sort.title')}
        hideLegend
        name="listing-sort"
        options={state.sort.list.map((by) => ({ value: by, label: t(`sort.${by}`) }))}
        value={current}
        onChange={choose}
      />
    </BottomSheet>
  );
}
