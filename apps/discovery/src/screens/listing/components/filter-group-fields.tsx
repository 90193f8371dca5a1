import { useId, type ReactNode } from 'react';
import { Button, Checkbox, Radio } from '@nivaas/ui';
import { isSingleSelect, type FilterGroup, type FilterOption } from '@nivaas/domain/search';
import type { ListingT } from '../i18n/listing-messages';
import styles from './listing.module.css';

export interface FilterGroupFieldsProps {
  readonly t: ListingT;
  readonly group: FilterGroup;
  readonly options: readonly FilterOption[];
  /** Results each option would give now; absent while the first recompute runs. */
  readonly counts: Readonly<Record<string, number>> | null;
  readonly labelOf: (key: string) => string;
  readonly onToggle: (key: string) => void;
  readonly onClear: () => void;
  /** Hides the legend visually when a popup's title already names the group. */
  readonly hideLegend?: boolean;
  readonly children?: ReactNode;
}

/**
 * One filter group: checkboxes, or radios for the single-select rating (docs/rules.md 4), each with
 * the number of hotels it would give. An option that would give none is disabled unless checked.
 */
export function FilterGroupFields({
  t,
  group,
  options,
  counts,
  labelOf,
  onToggle,
  onClear,
  hideLegend,
  children,
}: FilterGroupFieldsProps) {
  const name = useId();
  const single = isSingleSelect(group);
  const anyChecked = options.some((o) => o.isChecked);
  const title = t(`group.${group}`);
  return (
    <fieldset className={styles.group}>
      <legend className={hideLegend ? styles.visuallyHidden : styles.legend}>{title}</legend>
      {anyChecked && (
        <div className={styles.groupClear}>
          <Button variant="ghost" onClick={onClear} aria-label={t('action.clear-group', { group: title })}>
            {t('action.clear')}
          </Button>
        </div>
      )}
      {options.map((option) => {
        const count = counts ? (counts[option.key] ?? 0) : null;
        const description = count === null ? undefined : t('results.count', { count });
        const disabled = count === 0 && !option.isChecked;
        const label = labelOf(option.key);
        return single ? (
          <Radio
            key={option.key}
            name={name}
            value={option.key}
            label={label}
            description={description}
            checked={option.isChecked}
            disabled={disabled}
            onChange={() => onToggle(option.key)}
          />
        ) : (
          <Checkbox
            key={option.key}
            label={label}
            description={description}
            checked={option.isChecked}
            disabled={disabled}
            onChange={() => onToggle(option.key)}
          />
        );
      })}
      {children}
    </fieldset>
  );
}
