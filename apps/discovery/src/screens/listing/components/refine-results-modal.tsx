import { Button, Modal, RadioGroup } from '@nivaas/ui';
import type { SortBy } from '@nivaas/domain/search';
import type { ListingT } from '../i18n/listing-messages';
import { FILTER_GROUPS } from '../logic/filter-selection';
import type { FilterSetup } from '../logic/filter-state';
import type { FilterEngine } from '../hooks/use-filter-engine';
import { CustomPriceRange } from './custom-price-range';
import { FilterFooter } from './filter-footer';
import { FilterGroupFields } from './filter-group-fields';
import { visibleOptions } from './filter-options-view';
import { optionLabel, type LabelContext } from './option-labels';
import styles from './listing.module.css';

export interface RefineResultsModalProps {
  readonly t: ListingT;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly engine: FilterEngine;
  readonly labels: Omit<LabelContext, 'customPriceRange'>;
  /** What Reset goes back to: nothing checked, Recommended, the listing's sort list. */
  readonly setup: FilterSetup;
}

/**
 * The refine-results modal (ModalId 'refine-results'): sort and every filter group of docs/rules.md 3,
 * each with its own Clear; Clear all (sort back to the applied sort or Recommended), Reset, and
 * "Show N hotels" with N recomputed as options change.
 */
export function RefineResultsModal({ t, open, onClose, engine, labels, setup }: RefineResultsModalProps) {
  const { state, dispatch, toggle } = engine;
  const context = { ...labels, customPriceRange: state.customPriceRange };
  const close = () => {
    dispatch({ type: 'discard' });
    onClose();
  };
  const reset = () => {
    onClose();
    void engine.apply({ type: 'reset', setup });
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={t('filters.refine')}
      closeLabel={t('action.close')}
      size="fullscreen"
      footer={
        <FilterFooter
          t={t}
          engine={engine}
          clearLabel={t('action.clear-all')}
          onClear={() => dispatch({ type: 'clear-all' })}
          onApplied={onClose}
        />
      }
    >
      <div className={styles.groups}>
        <Button variant="ghost" onClick={reset}>
          {t('action.reset')}
        </Button>
        <RadioGroup
          legend={t('sort.title')}
          name="refine-sort"
          options={state.sort.list.map((by) => ({ value: by, label: t(`sort.${by}`) }))}
          value={state.sort.by}
          onChange={(by) => dispatch({ type: 'sort', by: by as SortBy })}
        />
        {FILTER_GROUPS.map((group) => (
          <FilterGroupFields
            key={group}
            t={t}
            group={group}
            options={visibleOptions(state, group)}
            counts={state.counts?.[group] ?? null}
            labelOf={(key) => optionLabel(group, key, context)}
            onToggle={(key) => toggle(group, key)}
            onClear={() => dispatch({ type: 'clear-group', group })}
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
        ))}
      </div>
    </Modal>
  );
}
