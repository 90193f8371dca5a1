import { useState } from 'react';
import { Button } from '@nivaas/ui';
import type { ListingT } from '../i18n/listing-messages';
import { draftSignature } from '../logic/filter-reducer';
import type { FilterEngine } from '../hooks/use-filter-engine';
import styles from './listing.module.css';

export interface FilterFooterProps {
  readonly t: ListingT;
  readonly engine: FilterEngine;
  readonly clearLabel: string;
  readonly onClear: () => void;
  /** Called once the draft is what the list shows. */
  readonly onApplied: () => void;
}

/** Clear on the left, "Show N hotels" on the right: N is the draft's result, recomputed as options change. */
export function FilterFooter({ t, engine, clearLabel, onClear, onApplied }: FilterFooterProps) {
  const [applying, setApplying] = useState(false);
  const result = engine.state.cachedFilterResults[draftSignature(engine.state)];
  const total = result?.total;
  const label = total === undefined ? t('results.updating') : t('action.apply', { count: total });
  const apply = async () => {
    setApplying(true);
    try {
      await engine.apply();
      onApplied();
    } finally {
      setApplying(false);
    }
  };
  return (
    <div className={styles.footer}>
      <Button variant="outline" onClick={onClear}>
        {clearLabel}
      </Button>
      <Button onClick={() => void apply()} loading={applying} disabled={total === 0} aria-live="polite">
        {label}
      </Button>
    </div>
  );
}
