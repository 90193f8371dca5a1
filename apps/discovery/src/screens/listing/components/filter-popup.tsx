import { BottomSheet } from '@nivaas/ui';
import type { ListingT } from '../i18n/listing-messages';
import type { FilterEngine } from '../hooks/use-filter-engine';
import { CustomPriceRange } from './custom-price-range';
import { FilterFooter } from './filter-footer';
import { FilterGroupFields } from './filter-group-fields';
import { visibleOptions } from './filter-options-view';
import { optionLabel, type LabelContext } from './option-labels';
import { POPUP_GROUP, type FilterPopupName } from './popup-groups';

export interface FilterPopupProps {
  readonly t: ListingT;
  readonly popup: FilterPopupName;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly engine: FilterEngine;
  readonly labels: Omit<LabelContext, 'customPriceRange'>;
}

/** One group in a bottom sheet: check options (counts update as you go), then Apply or Clear. */
export function FilterPopup({ t, popup, open, onClose, engine, labels }: FilterPopupProps) {
  const group = POPUP_GROUP[popup];
  const { state, dispatch, toggle } = engine;
  const close = () => {
    // Whatever was not applied is dropped: the draft goes back to what the list shows.
    dispatch({ type: 'discard' });
    onClose();
  };
  const context = { ...labels, customPriceRange: state.customPriceRange };
  return (
    <BottomSheet
      open={open}
      onClose={close}
      title={t(`popup.${popup}`)}
      closeLabel={t('action.close')}
      footer={
        <FilterFooter
          t={t}
          engine={engine}
          clearLabel={t('action.clear')}
          onClear={() => dispatch({ type: 'clear-group', group })}
          onApplied={onClose}
        />
      }
    >
      <FilterGroupFields
        t={t}
        group={group}
        options={visibleOptions(state, group)}
        counts={state.counts?.[group] ?? null}
        labelOf={(key) => optionLabel(group, key, context)}
        onToggle={(key) => toggle(group, key)}
        onClear={() => dispatch({ type: 'clear-group', group })}
        hideLegend
      >
        {group === 'priceRanges' && (
          <CustomPriceRange
            t={t}
            range={state.customPriceRange}
            previous={state.previousPrices}
            onUse={engine.useCustomRange}
          />
        )}
      </FilterGroupFields>
    </BottomSheet>
  );
}
