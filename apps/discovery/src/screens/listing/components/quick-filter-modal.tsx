import { BottomSheet } from '@nivaas/ui';
import { QUICK_FILTERS } from '@nivaas/domain/search';
import type { ListingT } from '../i18n/listing-messages';
import type { FilterEngine } from '../hooks/use-filter-engine';
import { FilterFooter } from './filter-footer';
import { FilterGroupFields } from './filter-group-fields';
import { optionLabel, type LabelContext } from './option-labels';

export interface QuickFilterModalProps {
  readonly t: ListingT;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly engine: FilterEngine;
  readonly labels: Omit<LabelContext, 'customPriceRange'>;
}

const QUICK: readonly string[] = QUICK_FILTERS;

/** The quick-filter modal (ModalId 'quick-filter'): couple friendly and local ID (docs/rules.md 9), policies of the hotel. */
export function QuickFilterModal({ t, open, onClose, engine, labels }: QuickFilterModalProps) {
  const { state, dispatch, toggle } = engine;
  const options = state.filters.paymentAndPolicies.filter((o) => QUICK.includes(o.key));
  const clearQuick = () =>
    options
      .filter((o) => o.isChecked)
      .forEach((o) => dispatch({ type: 'toggle', group: 'paymentAndPolicies', key: o.key }));
  const close = () => {
    dispatch({ type: 'discard' });
    onClose();
  };
  return (
    <BottomSheet
      open={open}
      onClose={close}
      title={t('filters.quick')}
      closeLabel={t('action.close')}
      footer={
        <FilterFooter t={t} engine={engine} clearLabel={t('action.clear')} onClear={clearQuick} onApplied={onClose} />
      }
    >
      <FilterGroupFields
        t={t}
        group="paymentAndPolicies"
        options={options}
        counts={state.counts?.paymentAndPolicies ?? null}
        labelOf={(key) =>
          optionLabel('paymentAndPolicies', key, { ...labels, customPriceRange: state.customPriceRange })
        }
        onToggle={(key) => toggle('paymentAndPolicies', key)}
        onClear={clearQuick}
        hideLegend
      />
    </BottomSheet>
  );
}
